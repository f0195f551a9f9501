import { createHash } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * The public pages' one stylesheet (decision 046): small, no web fonts, no script; served from memory with a
 * versioned URL (cached a year) and precompressed. Colours meet WCAG AA contrast on white.
 */
export const PUBLIC_CSS = `*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:1rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#fff}
a{color:#0b5cad}
a:hover,a:focus-visible{color:#06386b}
:focus-visible{outline:3px solid #0b5cad;outline-offset:2px}
img{max-width:100%;height:auto}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem}
.skip:focus{left:1rem;z-index:1}
.top{display:flex;flex-wrap:wrap;gap:.5rem 1rem;align-items:center;justify-content:space-between;padding:.75rem 1rem;border-bottom:1px solid #d0d7de}
.brand{font-weight:700;text-decoration:none;color:#1f2328;padding:.5rem 0}
.lang{display:flex;gap:.25rem}
.lang a,.lang span{display:inline-block;padding:.5rem .75rem;min-height:44px;border-radius:.375rem}
.lang span{font-weight:700}
main{max-width:60rem;margin:0 auto;padding:1rem}
h1{font-size:1.75rem;line-height:1.2;margin:.5rem 0 1rem}
h2{font-size:1.25rem;margin:2rem 0 .75rem}
.search{display:flex;flex-wrap:wrap;gap:.75rem;align-items:flex-end;margin:0 0 1.5rem}
.search label{display:flex;flex-direction:column;font-weight:600;font-size:.9rem;gap:.25rem;flex:1 1 12rem;min-width:0}
.search input,.search select{width:100%;max-width:100%;font:inherit;min-height:44px;padding:.5rem;border:1px solid #6e7781;border-radius:.375rem;background:#fff;color:inherit}
button{font:inherit;min-height:44px;padding:.5rem 1.25rem;border:0;border-radius:.375rem;background:#0b5cad;color:#fff;cursor:pointer}
.people{list-style:none;padding:0;margin:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(15rem,1fr))}
.people li{border:1px solid #d0d7de;border-radius:.5rem;padding:.75rem;display:flex;gap:.75rem;align-items:flex-start}
.people a{font-weight:600}
.people p{margin:.25rem 0 0;font-size:.9rem;color:#57606a}
.avatar{width:64px;height:64px;border-radius:50%;object-fit:cover;flex:none;background:#eaeef2}
.pager{display:flex;gap:1rem;margin:1.5rem 0}
.pager a{display:inline-block;padding:.6rem 0}
.person{display:flex;flex-wrap:wrap;gap:1rem 1.5rem;align-items:center}
.portrait{width:192px;height:192px;border-radius:50%;object-fit:cover;background:#eaeef2}
.areas{color:#57606a;margin:0}
.bio p{margin:0 0 .75rem;white-space:pre-line}
.links,.entries,.badges{padding-left:1.25rem}
.links li,.badges li{margin:.5rem 0}
.entries li{margin:.75rem 0}
.meta{color:#57606a;font-size:.95rem}
.works{list-style:none;padding:0;display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr))}
.works figure{margin:0}
.works img{display:block;width:100%;border-radius:.375rem;background:#eaeef2}
.works figcaption{margin-top:.5rem}
.works p{margin:.25rem 0}
.back{display:inline-block;padding:.6rem 0}
footer{max-width:60rem;margin:2rem auto 0;padding:1rem;border-top:1px solid #d0d7de;color:#57606a;font-size:.9rem}
`;

export const PUBLIC_CSS_VERSION = createHash('sha256').update(PUBLIC_CSS).digest('base64url').slice(0, 12);
export const PUBLIC_CSS_PATH = `/facultad/estilo.css?v=${PUBLIC_CSS_VERSION}`;
export const PUBLIC_CSS_GZIP = zlib.gzipSync(PUBLIC_CSS, { level: 9 });
export const PUBLIC_CSS_BROTLI = zlib.brotliCompressSync(PUBLIC_CSS);
