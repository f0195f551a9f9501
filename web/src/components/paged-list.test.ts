import { describe, expect, it } from 'vitest';
import { offscreenRowStyle, ROWS_ALWAYS_DRAWN } from './paged-list';

describe('offscreenRowStyle', () => {
  it('draws the first screen of rows always, so nothing on it moves when drawn', () => {
    for (let index = 0; index < ROWS_ALWAYS_DRAWN; index += 1)
      expect(offscreenRowStyle(index, '11rem')).toBeUndefined();
  });

  it('skips the later rows while off the screen, their given height standing in', () => {
    expect(offscreenRowStyle(ROWS_ALWAYS_DRAWN, '11rem')).toEqual({
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 11rem',
    });
    expect(offscreenRowStyle(49, '4rem')).toEqual({ contentVisibility: 'auto', containIntrinsicSize: 'auto 4rem' });
  });

  it('skips nothing in a list that gives no height', () => {
    expect(offscreenRowStyle(ROWS_ALWAYS_DRAWN + 5, undefined)).toBeUndefined();
  });
});
