import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { fetchBadgeCatalogue } from './badges';

describe('the badge catalogue (issue 42: one search, on the server)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is asked whole without a search, and with the search as q for the server to match', async () => {
    const get = vi.spyOn(api, 'get').mockResolvedValue({ badges: [] });
    await fetchBadgeCatalogue();
    await fetchBadgeCatalogue(undefined, 'Diseño & co');
    expect(get.mock.calls.map((call) => call[0])).toEqual(['/api/badges', '/api/badges?q=Dise%C3%B1o%20%26%20co']);
  });
});
