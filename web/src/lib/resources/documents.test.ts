import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import { EXPIRING_PAGE_SIZE, fetchExpiringDocuments } from './documents';

describe('expiring documents (issue 23)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('are asked a page at a time with the filters set, and read the next cursor and the total', async () => {
    const getResponse = vi
      .spyOn(api, 'getResponse')
      .mockResolvedValue(new Response('[]', { headers: { 'X-Total-Count': '120', 'X-Next-Cursor': 'next' } }));
    const page = await fetchExpiringDocuments('teacher', undefined, 'abc');
    const url = new URL(getResponse.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/api/documents/expiring');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: String(EXPIRING_PAGE_SIZE),
      owner_kind: 'teacher',
      cursor: 'abc',
    });
    expect(page).toMatchObject({ items: [], total: 120, nextCursor: 'next' });
  });
});
