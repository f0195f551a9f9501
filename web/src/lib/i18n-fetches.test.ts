import { describe, expect, it } from 'vitest';
import { fetchesFor } from './i18n';

const areasFetched = (missing: string[]) => fetchesFor(missing, 'en').map((fetch) => [...fetch.areas].sort());

/** The teacher profile's first screen: the shell's areas and the page's four features (router.tsx). */
const TEACHER_PROFILE = ['badges', 'contracts-areas', 'cv', 'documents', 'ideas', 'notifications', 'teachers'];

describe('the files a screen fetches for its texts', () => {
  it("a first screen: start-up's bundle, then the shell's and the page's texts in the page's one file", () => {
    expect(areasFetched(['app', 'contracts', 'auth', ...TEACHER_PROFILE])).toEqual([
      ['app', 'auth', 'contracts'],
      TEACHER_PROFILE,
    ]);
    expect(areasFetched(TEACHER_PROFILE)).toEqual([TEACHER_PROFILE]);
  });

  it("a later screen whose texts are partly loaded: each bundle's file once, each missing feature's own", () => {
    expect(areasFetched(['cv', 'teachers'])).toEqual([['cv'], ['teachers']]);
    expect(areasFetched(['ideas', 'contracts-areas', 'reviews'])).toEqual([
      ['contracts-areas', 'ideas', 'notifications'],
      ['reviews'],
    ]);
  });

  it('loads what each file holds', async () => {
    const [page] = fetchesFor(TEACHER_PROFILE, 'es');
    expect(page?.areas).toEqual(TEACHER_PROFILE);
    const catalogues = await page!.load();
    expect(catalogues).toHaveLength(TEACHER_PROFILE.length);
    for (const messages of catalogues) expect(Object.keys(messages).length).toBeGreaterThan(0);
  });
});
