/**
 * The server bundle: server/src/main.ts and everything it imports from server/src and contracts/, in one ESM file
 * dist/server/main.js and its chunks (+ source maps); packages stay in node_modules and are imported at run time.
 * A second entry, dist/server/worker.js, is the thread of the pool of untrusted work (server/src/untrusted-work/,
 * decision 030), found by the pool beside the bundle; it shares the chunks.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const SERVER_DIR = 'dist/server';
export const SERVER_OUTPUT = `${SERVER_DIR}/main.js`;

/**
 * JSON files of packages are bundled rather than left external: an external one would need an import attribute
 * (`with { type: 'json' }`) that esbuild only keeps for targets newer than Node 20.0.
 */
const inlinePackageJson = {
  name: 'inline-package-json',
  setup(build) {
    build.onResolve({ filter: /^[^./].*\.json$/ }, (args) => ({
      path: createRequire(path.join(args.resolveDir, 'index.js')).resolve(args.path),
    }));
  },
};

/**
 * Writes each output under a private name and renames it into place, the entry last, so that a concurrent start
 * never reads half a file nor an entry whose chunks are missing; then removes chunks of earlier builds.
 */
function publish(outputDir, outputFiles) {
  fs.mkdirSync(outputDir, { recursive: true });
  const entry = path.join(outputDir, 'main.js');
  const ordered = [...outputFiles].sort((a, b) => Number(a.path.startsWith(entry)) - Number(b.path.startsWith(entry)));
  for (const file of ordered) {
    const draft = `${file.path}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(draft, file.contents);
    fs.renameSync(draft, file.path);
  }
  const current = new Set(outputFiles.map((file) => path.basename(file.path)));
  for (const name of fs.readdirSync(outputDir)) {
    if (name.startsWith('chunk-') && !current.has(name)) fs.rmSync(path.join(outputDir, name), { force: true });
  }
}

export async function buildServer(root) {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { main: 'server/src/main.ts', worker: 'server/src/untrusted-work/worker.ts' },
    outdir: SERVER_DIR,
    // The modules main.ts imports dynamically (the app, with Fastify and the packages it needs) become chunks
    // loaded while the embedded PostgreSQL starts.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json', // its `paths` resolve @contracts/*
    plugins: [inlinePackageJson],
    sourcemap: 'linked',
    sourcesContent: false,
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  publish(path.join(root, SERVER_DIR), result.outputFiles);
}
