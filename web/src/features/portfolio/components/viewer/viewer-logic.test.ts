import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en.po';
import { messages as es } from '../../locales/es.po';
import {
  neighbourIndexes,
  pickViewerSource,
  stepIndex,
  swipeStep,
  SWIPE_THRESHOLD_PX,
  viewerCandidates,
  workPosition,
} from './viewer-logic';

i18n.load({ es, en });
i18n.activate('es');

const image = (width: number, height: number) => ({
  small_url: '/api/portfolio/7/image/small?v=1',
  medium_url: '/api/portfolio/7/image/medium?v=1',
  large_url: '/api/portfolio/7/image/large?v=1',
  width,
  height,
});

describe('stepIndex', () => {
  it('moves one work forward and back inside the list', () => {
    expect(stepIndex(0, 1, 5)).toBe(1);
    expect(stepIndex(3, -1, 5)).toBe(2);
  });

  it('goes round at both ends by default (the viewer)', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(1, -7, 5)).toBe(4);
  });

  it('stays at the ends when asked to stop', () => {
    expect(stepIndex(4, 1, 5, 'stop')).toBe(4);
    expect(stepIndex(0, -1, 5, 'stop')).toBe(0);
    expect(stepIndex(2, 1, 5, 'stop')).toBe(3);
  });

  it('stays on the only work, and answers 0 for no work', () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('is ~50 px', () => expect(SWIPE_THRESHOLD_PX).toBe(50));

  it('moves to the next work when the finger goes left far enough, to the previous when it goes right', () => {
    expect(swipeStep(-50, 0)).toBe(1);
    expect(swipeStep(-120, 30)).toBe(1);
    expect(swipeStep(50, 0)).toBe(-1);
    expect(swipeStep(200, -10)).toBe(-1);
  });

  it('does not move under the threshold (a tap, a wobble)', () => {
    expect(swipeStep(-49, 0)).toBe(0);
    expect(swipeStep(49, 0)).toBe(0);
    expect(swipeStep(0, 0)).toBe(0);
  });

  it('does not move on a travel more up and down than sideways (a scroll)', () => {
    expect(swipeStep(-60, 80)).toBe(0);
    expect(swipeStep(60, -60)).toBe(0);
  });

  it('takes another threshold', () => expect(swipeStep(-30, 0, 20)).toBe(1));
});

describe('neighbourIndexes', () => {
  it('gives the previous and next works, going round', () => {
    expect(neighbourIndexes(2, 5)).toEqual([1, 3]);
    expect(neighbourIndexes(0, 5)).toEqual([4, 1]);
    expect(neighbourIndexes(4, 5)).toEqual([3, 0]);
  });

  it('gives the other work once among two, and none for one work', () => {
    expect(neighbourIndexes(0, 2)).toEqual([1]);
    expect(neighbourIndexes(0, 1)).toEqual([]);
  });
});

describe('workPosition', () => {
  it("says 'Obra N de M', counting from 1", () => {
    expect(workPosition(0, 3)).toBe('Obra 1 de 3');
    expect(workPosition(2, 3)).toBe('Obra 3 de 3');
  });
});

describe('viewer image source (srcset and sizes)', () => {
  it('lists the medium and large sizes with their widths, fitted inside their squares', () => {
    expect(viewerCandidates(image(1024, 768))).toEqual([
      { url: '/api/portfolio/7/image/medium?v=1', width: 384 },
      { url: '/api/portfolio/7/image/large?v=1', width: 1024 },
    ]);
    // A portrait work: the height fills the square, the width is in proportion.
    expect(viewerCandidates(image(768, 1024)).map((candidate) => candidate.width)).toEqual([288, 768]);
    // A small original is never enlarged.
    expect(viewerCandidates(image(300, 200)).map((candidate) => candidate.width)).toEqual([300, 300]);
  });

  it('loads the medium size on a 390 px phone and the large one on a desktop', () => {
    const candidates = viewerCandidates(image(1024, 768));
    expect(pickViewerSource(candidates, 390)).toBe('/api/portfolio/7/image/medium?v=1');
    expect(pickViewerSource(candidates, 1440)).toBe('/api/portfolio/7/image/large?v=1');
  });

  it("counts the screen's pixels: a phone at 2× or 3× gets the large size, not the 384 px medium", () => {
    const candidates = viewerCandidates(image(1024, 768));
    // A 390 px phone's slot is 310 CSS px: 620 device pixels at 2×, 930 at 3×; the medium is 384 px wide.
    expect(pickViewerSource(candidates, 390, 2)).toBe('/api/portfolio/7/image/large?v=1');
    expect(pickViewerSource(candidates, 390, 3)).toBe('/api/portfolio/7/image/large?v=1');
    expect(pickViewerSource(candidates, 390, 1)).toBe('/api/portfolio/7/image/medium?v=1');
    // A small original is as sharp in its medium size at any density.
    expect(pickViewerSource(viewerCandidates(image(160, 160)), 390, 3)).toBe('/api/portfolio/7/image/medium?v=1');
  });

  it('takes the narrowest candidate as wide as the slot, else the widest', () => {
    // A 600 px wide phone in landscape: a slot of 520 px, wider than the medium size.
    expect(pickViewerSource(viewerCandidates(image(1024, 768)), 600)).toBe('/api/portfolio/7/image/large?v=1');
    // Nothing as wide as a desktop slot: the widest there is.
    expect(pickViewerSource(viewerCandidates(image(800, 600)), 1440)).toBe('/api/portfolio/7/image/large?v=1');
    // A small original is the same width in both sizes: the medium one, on a phone and on a desktop alike.
    expect(pickViewerSource(viewerCandidates(image(160, 160)), 390)).toBe('/api/portfolio/7/image/medium?v=1');
    expect(pickViewerSource(viewerCandidates(image(160, 160)), 1440)).toBe('/api/portfolio/7/image/medium?v=1');
    // In any order: a 390 px phone's slot is 310 px, so the 300 px candidate is too narrow.
    expect(
      pickViewerSource(
        [
          { url: 'a', width: 500 },
          { url: 'b', width: 300 },
          { url: 'c', width: 320 },
        ],
        390,
      ),
    ).toBe('c');
  });
});
