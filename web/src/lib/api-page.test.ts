import { describe, expect, it } from 'vitest';
import { nextOffset, type ListPage } from './api-page';

const page = (count: number, total: number): ListPage<number> => ({ items: Array.from({ length: count }, (_, i) => i), total });

describe('nextOffset', () => {
  it('asks for the next page while fewer than X-Total-Count are loaded', () => {
    const first = page(50, 120);
    expect(nextOffset(first, [first])).toBe(50);
    const second = page(50, 120);
    expect(nextOffset(second, [first, second])).toBe(100);
  });

  it('stops once everything is loaded, or when a page comes back empty', () => {
    const pages = [page(50, 120), page(50, 120), page(20, 120)];
    expect(nextOffset(pages[2]!, pages)).toBeUndefined();
    const empty = page(0, 500);
    expect(nextOffset(empty, [page(50, 500), empty])).toBeUndefined();
  });
});
