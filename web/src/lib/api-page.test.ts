import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client';
import { getListPage, nextCursor, totalLabel, type ListPage } from './api-page';

const page = (count: number, extra: Partial<ListPage<number>> = {}): ListPage<number> => ({
  items: Array.from({ length: count }, (_, i) => i),
  totalCapped: false,
  ...extra,
});

describe('list pages', () => {
  it('ask for the next page with the cursor of the last one, and stop without one', () => {
    expect(nextCursor(page(50, { nextCursor: 'abc' }))).toBe('abc');
    expect(nextCursor(page(20))).toBeUndefined();
  });

  it("show the first page's total, as a floor when the search was capped", () => {
    expect(totalLabel([page(50, { total: 120, nextCursor: 'a' }), page(50, { nextCursor: 'b' })])).toBe('120');
    expect(totalLabel([page(50, { total: 200, totalCapped: true })])).toBe('200+');
    expect(totalLabel([page(7)])).toBe('7');
  });

  afterEach(() => vi.restoreAllMocks());

  it("send the list's own filters with the search, leaving out the unset ones", async () => {
    const getResponse = vi
      .spyOn(api, 'getResponse')
      .mockResolvedValue(
        new Response(JSON.stringify([{ id: 1 }]), { headers: { 'X-Total-Count': '1', 'X-Next-Cursor': 'next' } }),
      );
    const page = await getListPage<{ id: number }>('/api/courses', {
      q: 'luz',
      limit: 50,
      cursor: 'abc',
      filters: { has_badge: 'true', teacher_id: undefined },
    });
    const url = new URL(getResponse.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/api/courses');
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '50', q: 'luz', has_badge: 'true', cursor: 'abc' });
    expect(page).toEqual({ items: [{ id: 1 }], total: 1, totalCapped: false, nextCursor: 'next' });
  });
});
