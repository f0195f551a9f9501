import { describe, expect, it } from 'vitest';
import { mountedSlides, SLIDES } from './slideshow';

describe('mountedSlides', () => {
  it('puts only the first slide in the page at first, and the next one once the screen has settled', () => {
    expect([...mountedSlides(0, false)]).toEqual([0]);
    expect([...mountedSlides(0, true)].sort()).toEqual([0, 1]);
  });

  it('keeps the slide fading out beside the one shown and the next one', () => {
    expect([...mountedSlides(1, true)].sort()).toEqual([0, 1, 2]);
    expect([...mountedSlides(3, false)].sort()).toEqual([2, 3]);
  });

  it('goes round after the last slide', () => {
    const last = SLIDES.length - 1;
    expect([...mountedSlides(last, true)].sort()).toEqual([0, last - 1, last]);
    expect([...mountedSlides(SLIDES.length, true)].sort()).toEqual([0, 1, last]);
  });
});
