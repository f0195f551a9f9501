import zlib from 'node:zlib';

/** One PNG chunk: its length, type, data and CRC. */
export function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * A PNG of 8-bit pixels given row by row without filter bytes: 3 channels (RGB) or 4 (RGBA) per pixel.
 */
export function encodePng(width: number, height: number, pixels: Buffer, channels: 3 | 4): Buffer {
  const stride = width * channels;
  if (pixels.length !== stride * height)
    throw new Error(`A ${width}×${height} PNG of ${channels} channels needs ${stride * height} bytes.`);
  const rows = Buffer.alloc((stride + 1) * height);
  // Filter type 0 (none) before each row.
  for (let y = 0; y < height; y++) pixels.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, channels === 4 ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A generated portrait placeholder: a diagonal gradient between two colours with a head-and-shoulders
 * silhouette, as a real PNG (RGB, 8 bits).
 */
export function portraitPng(size: number, from: string, to: string): Buffer {
  const [r1, g1, b1] = hexToRgb(from);
  const [r2, g2, b2] = hexToRgb(to);
  const pixels = Buffer.alloc(size * size * 3);
  const head = { x: size / 2, y: size * 0.4, r: size * 0.18 };
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      let rgb = [r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t];
      const inHead = (x - head.x) ** 2 + (y - head.y) ** 2 < head.r ** 2;
      const inShoulders =
        y > size * 0.62 && (x - size / 2) ** 2 / (size * 0.34) ** 2 + (y - size) ** 2 / (size * 0.36) ** 2 < 1;
      if (inHead || inShoulders) rgb = rgb.map((channel) => channel * 0.35 + 255 * 0.65);
      pixels.set(rgb.map(Math.round), (y * size + x) * 3);
    }
  }
  return encodePng(size, size, pixels, 3);
}

/** The corners of a star of `points` points around (cx, cy), its first point straight up. */
function starPolygon(cx: number, cy: number, outer: number, inner: number, points: number): [number, number][] {
  const corners: [number, number][] = [];
  for (let index = 0; index < points * 2; index++) {
    const radius = index % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (index * Math.PI) / points;
    corners.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return corners;
}

/** Even-odd rule. */
function insidePolygon(x: number, y: number, corners: [number, number][]): boolean {
  let inside = false;
  for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
    const [xi, yi] = corners[i]!;
    const [xj, yj] = corners[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * A generated badge emblem on a transparent background: a medallion in the badge's colour, lit from the top left,
 * with a light ring and a white star of `points` points (4 to 8), as a real PNG (RGBA, 8 bits), smoothed by 4×4
 * samples a pixel.
 */
export function badgePng(size: number, color: string, points: number): Buffer {
  const [r, g, b] = hexToRgb(color);
  const centre = size / 2;
  const outer = size * 0.47;
  const ring = { from: size * 0.37, to: size * 0.41 };
  const star = starPolygon(centre, centre + size * 0.01, size * 0.25, size * (points > 5 ? 0.14 : 0.11), points);
  const SAMPLES = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const px = x + (sx + 0.5) / SAMPLES;
          const py = y + (sy + 0.5) / SAMPLES;
          const distance = Math.hypot(px - centre, py - centre);
          if (distance > outer) continue;
          // Lighter towards the top left, darker towards the bottom right.
          const light = 1.25 - ((px + py) / (2 * size)) * 0.5;
          let sample = [r * light, g * light, b * light];
          if (distance >= ring.from && distance <= ring.to) sample = sample.map((channel) => channel * 0.3 + 255 * 0.7);
          else if (insidePolygon(px, py, star)) sample = [255, 255, 255];
          red += Math.min(255, sample[0]!);
          green += Math.min(255, sample[1]!);
          blue += Math.min(255, sample[2]!);
          covered += 1;
        }
      }
      if (covered === 0) continue;
      // Colour of the covered samples (unpremultiplied), coverage as alpha.
      pixels.set(
        [
          Math.round(red / covered),
          Math.round(green / covered),
          Math.round(blue / covered),
          Math.round((covered / SAMPLES ** 2) * 255),
        ],
        (y * size + x) * 4,
      );
    }
  }
  return encodePng(size, size, pixels, 4);
}
