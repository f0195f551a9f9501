import { describe, expect, it } from 'vitest';
import { nextCursor, totalLabel, type ListPage } from './api-page';

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
});
