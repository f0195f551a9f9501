import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { firstScreenPlanFile } from './build/first-screen-plan.ts';
import { linguiMacros } from './build/lingui-macros.ts';
import { pageTexts, pageTextsFileName } from './build/page-texts.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const contractsDir = fileURLToPath(new URL('../contracts', import.meta.url));

/**
 * What nearly every screen uses, the login screen included: class merging, the basic ui components and the form
 * field, the icon base and queries. One chunk rather than a dozen small ones, each of which costs a request and ~1 KB
 * of response headers on the first load. The forms library is a chunk of its own ('forms'): the signed-in first
 * screens have no form, and it was a third of this chunk.
 */
const UI_KIT_MODULES = [
  /node_modules[\\/](class-variance-authority|@tanstack[\\/](query-core|react-query))[\\/]/,
  /node_modules[\\/]@radix-ui[\\/]react-(slot|compose-refs|primitive|label)[\\/]/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](shared[\\/]|context|Icon|createLucideIcon)/,
  /web[\\/]src[\\/](lib[\\/]document-title|components[\\/](brand-mark|form-field|ui[\\/](button|input|label|card|badge)))\.tsx?$/,
];

/**
 * React Router's package sends every bundler to its development build, where its development warnings are on
 * (remix-run/react-router#12532); a production build takes the package's production build instead, the same code
 * with them off. Should a later release move those files, the build goes on with the package's default.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
  const entries = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' };
  return {
    name: 'react-router-production-build',
    apply: 'build',
    config() {
      if (!Object.values(entries).every((file) => fs.existsSync(dist + file))) {
        console.warn(`react-router-production-build: ${dist} has no production build; the default one is used`);
        return undefined;
      }
      return {
        resolve: {
          alias: Object.entries(entries).map(([specifier, file]) => ({
            find: new RegExp(`^${specifier}$`),
            replacement: dist + file,
          })),
        },
      };
    },
  };
}

/**
 * Class merging (`cn`: clsx and tailwind-merge, which builds its tables when its module runs, lib/utils.ts): a chunk
 * of its own that imports no React, also an async script of index.html (`runClassMergingEarly`), so that it runs as
 * soon as it arrives, while the page waits for React and the rest of its code.
 */
const CLASS_MERGING_MODULES = /node_modules[\\/](clsx|tailwind-merge)[\\/]|web[\\/]src[\\/]lib[\\/]utils\.ts$/;

function runClassMergingEarly(): Plugin {
  return {
    name: 'run-class-merging-early',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'class-merging',
        );
        if (!chunk) throw new Error('run-class-merging-early: no class-merging chunk');
        return [
          {
            tag: 'script',
            attrs: { type: 'module', async: true, crossorigin: true, src: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/** The bundler's own helpers (module runtime, Vite's preload helper): tiny, needed by every chunk. */
const BUNDLER_RUNTIME = /^\0(rolldown[\\/]runtime|vite[\\/]preload-helper)/;

export default defineConfig({
  root: webRoot,
  plugins: [
    // Lingui's macros, and its .po catalogues compiled when imported (decision 040).
    linguiMacros(),
    lingui({ configPath: fileURLToPath(new URL('../lingui.config.ts', import.meta.url)), failOnMissing: true }),
    pageTexts(),
    react(),
    tailwindcss(),
    firstScreenPlanFile(),
    reactRouterProductionBuild(),
    runClassMergingEarly(),
    // Brotli and gzip siblings of every text file at the highest levels (made once, at build time); the server
    // sends the one the browser accepts (server/src/plugins/web.ts). Written even when not smaller, so that no
    // text file is left for the server to compress on the fly.
    compression({
      algorithms: [
        defineAlgorithm('brotliCompress', {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY },
        }),
        defineAlgorithm('gzip', { level: zlib.constants.Z_BEST_COMPRESSION }),
      ],
      skipIfLargerOrEqual: false,
      logLevel: 'silent',
    }),
  ],
  resolve: {
    alias: {
      '@contracts': contractsDir,
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    fs: { allow: [webRoot, contractsDir, fileURLToPath(new URL('../node_modules', import.meta.url))] },
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        chunkFileNames: (chunk) => pageTextsFileName(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js',
        codeSplitting: {
          // Shared code under ~30 KB (before minifying) is copied into each chunk that imports it instead of becoming
          // a chunk of its own: without it a signed-in first screen loaded 71 chunks, most of them an icon or a helper
          // of 1 KB, each a request on a phone's slow connection; with it 12, for the same bytes (bench:lighthouse).
          experimentalInlineCommonChunks: { maxSize: 30_000 },
          groups: [
            {
              name: 'react',
              // Lingui's runtime holds the one active language and its catalogues: one copy, never inlined into
              // the chunks that use it (each copy would have a language of its own).
              test: (id: string) =>
                /node_modules[\\/](react|react-dom|scheduler|@lingui[\\/](core|react))[\\/]/.test(id) ||
                /web[\\/]src[\\/]lib[\\/]i18n\.ts$/.test(id) ||
                BUNDLER_RUNTIME.test(id),
              priority: 2,
            },
            { name: 'class-merging', test: CLASS_MERGING_MODULES, priority: 3 },
            { name: 'ui-kit', test: (id: string) => UI_KIT_MODULES.some((pattern) => pattern.test(id)), priority: 1 },
            { name: 'forms', test: /node_modules[\\/]react-hook-form[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
});
