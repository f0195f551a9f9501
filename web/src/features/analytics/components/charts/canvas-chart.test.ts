import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CanvasChart } from './canvas-chart';

describe('CanvasChart before its first drawing', () => {
  it("holds a skeleton of the chart's size over the blank canvas and says it is busy", () => {
    const html = renderToStaticMarkup(
      h(CanvasChart, {
        spec: { kind: 'months', points: [{ key: '2026-01', label: 'Jan', count: 3 }], series: 'Documents' },
      }),
    );
    expect(html).toMatch(/<div[^>]*aria-busy="true"[^>]*data-chart-drawn="false"/);
    // The skeleton fills the chart's box, over the canvas.
    expect(html).toMatch(/<canvas[^>]*><\/canvas><div[^>]*data-slot="skeleton"[^>]*class="[^"]*absolute inset-0/);
  });
});
