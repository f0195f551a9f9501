import { describe, expect, it } from 'vitest';
import { fetchesFor } from './i18n';

const areasFetched = (missing: string[]) => fetchesFor(missing, 'en').map((fetch) => [...fetch.areas].sort());

describe('the files a screen fetches for its texts', () => {
  it("a first screen: the start-up's and the shell's bundles once each, the page's features in its one file", () => {
    expect(
      areasFetched(['app', 'contracts', 'auth', 'badges', 'cv', 'documents', 'teachers', 'contracts-areas', 'ideas']),
    ).toEqual([
      ['app', 'auth', 'contracts'],
      ['contracts-areas', 'ideas', 'notifications'],
      ['badges', 'cv', 'documents', 'teachers'],
    ]);
  });

  it("a later screen whose features are partly loaded: each missing feature's own file", () => {
    expect(areasFetched(['cv', 'teachers'])).toEqual([['cv'], ['teachers']]);
    expect(areasFetched(['reviews'])).toEqual([['reviews']]);
  });

  it('loads what each file holds', async () => {
    const [page] = fetchesFor(['badges', 'cv', 'documents', 'teachers'], 'es');
    expect(page?.areas).toEqual(['badges', 'cv', 'documents', 'teachers']);
    const catalogues = await page!.load();
    expect(catalogues).toHaveLength(4);
    for (const messages of catalogues) expect(Object.keys(messages).length).toBeGreaterThan(0);
  });
});
