import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_PLAN_FILE, SIGNED_IN_HINT_COOKIES } from '../../contracts/constants.ts';
import {
  LANDING_PAGE_DATA,
  LANDING_PAGE_LANGUAGES,
  LANDING_PAGE_MODULES,
  SIDEBAR_BESIDE_PAGE,
  SIDEBAR_MODULE,
  SIGNED_IN_MODULES,
  SIGNED_OUT_MODULE,
} from '../src/app/landing-pages.ts';
import { EARLY_DATA_REQUESTS, EARLY_ME_REQUEST, PROFILE_ID_SLOT } from '../src/lib/early-requests.ts';

/** The chunks of `chunk` and of what it imports statically, transitively. */
function staticClosure(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type === 'chunk') staticClosure(bundle, next, into);
  }
  return into;
}

/** The chunk that stands for `module` (its facade), else the chunk it was bundled into (shared with its importers). */
function chunkOf(bundle: OutputBundle, module: string): OutputChunk {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const isModule = (id: string | null) => id?.replaceAll('\\', '/').endsWith(`/src/${module}`) ?? false;
  const found =
    chunks.find((chunk) => isModule(chunk.facadeModuleId)) ??
    chunks.find((chunk) => Object.keys(chunk.modules ?? {}).some(isModule));
  if (!found) throw new Error(`first-screen-preload: no chunk for web/src/${module}`);
  return found;
}

/**
 * What index.html's first-screen script asks for: signed out, the login screen's files; signed in, the signed-in
 * app's and shell's files, then each landing page's.
 */
export interface PreloadPlan {
  /** The entry's own files (index.html's script and its module preloads), the entry first. */
  entry: string[];
  signedOut: string[];
  shared: string[];
  /** The sidebar beside the page, asked for with a session where the screen is wide enough to show it. */
  wide: string[];
  pages: Record<string, string[]>;
}

/** The files of the first screens that the entry does not already load, as URL paths. */
export function preloadPlan(bundle: OutputBundle): PreloadPlan {
  const entry = Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && output.isEntry,
  );
  if (!entry) throw new Error('first-screen-preload: no entry chunk');
  const loadedByEntry = staticClosure(bundle, entry);
  const filesOf = (modules: readonly string[]) => {
    const files = new Set<string>();
    for (const module of modules) staticClosure(bundle, chunkOf(bundle, module), files);
    return [...files].filter((file) => !loadedByEntry.has(file)).map((file) => `/${file}`);
  };
  const shared = filesOf(SIGNED_IN_MODULES);
  const pages = Object.fromEntries(
    Object.entries(LANDING_PAGE_MODULES).map(([path, module]) => [
      path,
      filesOf([module]).filter((file) => !shared.includes(file)),
    ]),
  );
  return {
    entry: [...loadedByEntry].map((file) => `/${file}`),
    signedOut: filesOf([SIGNED_OUT_MODULE]),
    shared,
    wide: filesOf([SIDEBAR_MODULE]).filter((file) => !shared.includes(file)),
    pages,
  };
}

/**
 * The script. Without the hint that a session cookie was set (decision 037): the login screen's files. With it:
 * the sidebar's files where the screen is
 * wide enough to show it beside the page, GET /api/me at once (left on `window` for start-up), and on a landing path
 * the GETs its first screen is drawn from (left on `window` too) and its language on `<html lang>` (the server's
 * `Link` header has already asked for that path's files). A GET whose path holds the profile's slot
 * (PROFILE_ID_SLOT) is sent once the user's answer names the profile, and not at all without one. Nothing when it
 * runs after start-up (which then asked itself).
 */
export function firstScreenScript(
  { signedOut, wide }: Pick<PreloadPlan, 'signedOut' | 'wide'>,
  languages: Record<string, string> = LANDING_PAGE_LANGUAGES,
  data: Record<string, readonly string[]> = LANDING_PAGE_DATA,
): string {
  return (
    `(function(){try{var t=/(?:^|;\\s*)(?:${SIGNED_IN_HINT_COOKIES.join('|')})=1(?:;|$)/.test(document.cookie),` +
    `k=${JSON.stringify(EARLY_ME_REQUEST)};` +
    `if(window[k]!==undefined)return;var pre=function(f){var d=document.createDocumentFragment();` +
    `for(var i=0;i<f.length;i++){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";` +
    `l.href=f[i];d.appendChild(l)}document.head.appendChild(d)};if(!t){pre(${JSON.stringify(signedOut)});return}` +
    `if(matchMedia(${JSON.stringify(SIDEBAR_BESIDE_PAGE)}).matches)pre(${JSON.stringify(wide)});` +
    // The session cookie goes with the GETs (same origin); the script never sees it.
    `var o={credentials:"same-origin",headers:{Accept:"application/json"}},` +
    `kept=function(r){r.catch(function(){});return r},get=function(u){return kept(fetch(u,o))},` +
    `me=window[k]=get("/api/me"),id,` +
    // A path with the profile's slot waits for the user's answer (a copy of it: start-up reads the answer itself).
    `byProfile=function(u){id=id||me.then(function(r){return r.ok?r.clone().json():null}).then(function(m){` +
    `var i=m&&m.profile&&m.profile.id;if(i==null)throw 0;return i});` +
    `return kept(id.then(function(i){return fetch(u.split(${JSON.stringify(PROFILE_ID_SLOT)}).join(i),o)}))};` +
    `var p=location.pathname.replace(/\\/+$/,"")||"/",has=Object.prototype.hasOwnProperty,` +
    `langs=${JSON.stringify(languages)},data=${JSON.stringify(data)};` +
    `if(has.call(data,p)){var e={};for(var j=0;j<data[p].length;j++){var u=data[p][j];` +
    `e[u]=u.indexOf(${JSON.stringify(PROFILE_ID_SLOT)})<0?get(u):byProfile(u)}` +
    `window[${JSON.stringify(EARLY_DATA_REQUESTS)}]=e}` +
    `if(has.call(langs,p))document.documentElement.lang=langs[p]}` +
    `catch(e){}})();\n`
  );
}

/**
 * The first screen's code is asked for while the HTML is read, together with the entry's scripts, rather than once
 * the entry has been fetched and run: on a phone's slow network that is a round trip and the entry's download less
 * before it. On a landing path the server names the signed-in app's, the shell's and the page's files in the page's
 * `Link` header, from the plan this plugin writes beside index.html (FIRST_SCREEN_PLAN_FILE): the browser fetches
 * them as the headers arrive, with no script to run first (inserting the links from the script was ~50 ms of a
 * phone's main thread on the first screen's path). The small script of its own (the Content-Security-Policy allows
 * scripts from the server only; `async`, so it never holds the page up) preloads the login's files without a
 * session cookie's hint, and with it sends `GET /api/me`.
 */
export function firstScreenPreload(): Plugin {
  return {
    name: 'first-screen-preload',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset') throw new Error('first-screen-preload: no index.html');
      const plan = preloadPlan(bundle);
      const reference = this.emitFile({ type: 'asset', name: 'first-screen.js', source: firstScreenScript(plan) });
      const script = `/${this.getFileName(reference)}`;
      this.emitFile({
        type: 'asset',
        fileName: FIRST_SCREEN_PLAN_FILE,
        source: JSON.stringify({ entry: plan.entry, script, shared: plan.shared, pages: plan.pages }),
      });
      const text = String(html.source);
      if (!text.includes('</title>')) throw new Error('first-screen-preload: index.html has no </title>');
      html.source = text.replace('</title>', `</title>\n    <script async src="${script}"></script>`);
    },
  };
}
