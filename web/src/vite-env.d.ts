/// <reference types="vite/client" />

/** A Lingui catalogue, compiled by @lingui/vite-plugin when imported (decision 040). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}

/** Each page's feature catalogues in one file per language, by the page's areas (web/build/page-texts.ts). */
declare module 'virtual:page-texts' {
  import type { Messages } from '@lingui/core';
  export const PAGE_TEXTS: Record<string, Record<string, () => Promise<{ catalogues: Messages[] }>>>;
}
