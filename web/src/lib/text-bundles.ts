/**
 * Catalogues that are always loaded together, each fetched as one file per language (web/src/locales/bundles) rather
 * than one request each on a phone's slow connection: start-up's (before any first render: the app frame's, the
 * login's and the contracts' first) and the signed-in shell's (the idea dialog, the bell, the contracts' texts of
 * the features; a first screen has them in its page's file instead, web/build/page-texts.ts). Read by lib/i18n.ts
 * and the build's first-screen plan; held to the bundles' files by a test.
 */
export const TEXT_BUNDLES = {
  start: ['app', 'contracts', 'auth'],
  shell: ['ideas', 'notifications', 'contracts-areas'],
} as const satisfies Record<string, readonly string[]>;

export type TextBundle = keyof typeof TEXT_BUNDLES;

/** The bundle an area's catalogue is fetched in, if any. */
export function bundleOf(area: string): TextBundle | undefined {
  return (Object.keys(TEXT_BUNDLES) as TextBundle[]).find((bundle) =>
    (TEXT_BUNDLES[bundle] as readonly string[]).includes(area),
  );
}

/** The area of the contracts' texts of the features (zod's messages, refusals the web writes itself). */
export const CONTRACTS_AREAS = 'contracts-areas';

/**
 * `areas` and the contracts' texts of the features, loaded with any feature's but the signed-out screens' own (auth),
 * whose texts are in the contracts' first catalogue.
 */
export const withContractsAreas = (areas: readonly string[]): string[] =>
  areas.some((area) => area !== 'auth') ? [...areas, CONTRACTS_AREAS] : [...areas];

/**
 * The key of a page's own texts file (web/build/page-texts.ts): the areas besides start-up's, sorted, joined by `+`
 * (`badges+contracts-areas+cv+documents+ideas+notifications+teachers`).
 */
export function pageTextsKey(areas: Iterable<string>): string {
  const atStart: readonly string[] = TEXT_BUNDLES.start;
  return [...new Set(areas)]
    .filter((area) => !atStart.includes(area))
    .sort()
    .join('+');
}
