import { ph, t } from '@lingui/core/macro';
import { PHOTO_SIZE_PIXELS } from '@contracts/photo-sizes';
import type { PortfolioWork } from '@contracts/portfolio';

/** How far (CSS px) a finger must travel sideways for a swipe to move to the next or previous work. */
export const SWIPE_THRESHOLD_PX = 50;

/**
 * The index after moving `delta` works from `index` among `count`: past either end it goes round to the other end
 * (`wrap`, the viewer's way: 'Siguiente' on the last work shows the first) or stays at the end (`stop`).
 */
export function stepIndex(index: number, delta: number, count: number, mode: 'wrap' | 'stop' = 'wrap'): number {
  if (count <= 0) return 0;
  const next = index + delta;
  if (mode === 'stop') return Math.min(count - 1, Math.max(0, next));
  return ((next % count) + count) % count;
}

/**
 * The move a finger's travel asks for: +1 (next) when it went left by at least the threshold, -1 (previous) when it
 * went right, 0 when it went less far or more up and down than sideways (a scroll, a tap).
 */
export function swipeStep(dx: number, dy: number, threshold: number = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** The works to load ahead while one is shown: the previous and the next (going round), not the shown one twice. */
export function neighbourIndexes(index: number, count: number): number[] {
  if (count <= 1) return [];
  return [...new Set([stepIndex(index, -1, count), stepIndex(index, 1, count)])].filter((other) => other !== index);
}

/** 'Obra 2 de 7'. */
export const workPosition = (index: number, count: number) => t`Obra ${ph({ position: index + 1 })} de ${count}`;

/** One image a viewer may show, and its width in pixels (as in a srcset's `384w`). */
export interface ImageCandidate {
  url: string;
  width: number;
}

/**
 * The candidates of a work's image for the viewer, as an `<img srcset>` lists them ('…medium 384w, …large 1024w'): the medium and the large size, each fitted inside its square
 * (photo-sizes.ts on the server; `image.width`/`height` are the large size's), never enlarged.
 */
export function viewerCandidates(image: PortfolioWork['image']): ImageCandidate[] {
  const longest = Math.max(image.width, image.height, 1);
  const widthAt = (box: number) => Math.max(1, Math.round(image.width * Math.min(1, box / longest)));
  return [
    { url: image.medium_url, width: widthAt(PHOTO_SIZE_PIXELS.medium) },
    { url: image.large_url, width: image.width },
  ];
}

/** Below this viewport width (Tailwind's `sm`) the viewer fills the screen: a phone. */
export const PHONE_MAX_WIDTH = 639;
/** The viewer's sizes: on a phone the screen's width less the dialog's margins and padding; else up to 1024 px. */
export const VIEWER_SIZES = `(max-width: ${PHONE_MAX_WIDTH}px) calc(100vw - 5rem), 1024px`;

/** The slot width VIEWER_SIZES gives for a viewport width, in CSS px. */
export function viewerSlotWidth(viewportWidth: number): number {
  return viewportWidth <= PHONE_MAX_WIDTH ? Math.max(1, viewportWidth - 80) : 1024;
}

/**
 * The image the viewer loads, chosen as a browser chooses from a srcset with VIEWER_SIZES: the narrowest candidate at
 * least as wide as the slot in the screen's own pixels (CSS pixels × `pixelRatio`, the device's pixels per CSS pixel),
 * else the widest (the first listed of equals). The images are protected (the api client's bearer token), so they
 * come as blobs and the page, not the browser, picks: a 390 px phone at 2× fills ~620 device pixels, so the large
 * size, not the 384 px medium; the medium one only where it is as sharp.
 */
export function pickViewerSource(candidates: ImageCandidate[], viewportWidth: number, pixelRatio = 1): string {
  const slot = viewerSlotWidth(viewportWidth) * Math.max(1, pixelRatio);
  const sorted = [...candidates].sort((a, b) => a.width - b.width);
  const widest = sorted.at(-1)!.width;
  // Of candidates as wide as each other (a small original in both sizes), the first listed: the smaller file.
  return (sorted.find((candidate) => candidate.width >= slot) ?? sorted.find((c) => c.width === widest)!).url;
}
