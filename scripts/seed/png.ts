import zlib from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
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
 * A generated portrait placeholder: a diagonal gradient between two colours with a head-and-shoulders
 * silhouette, as a real PNG (RGB, 8 bits).
 */
export function portraitPng(size: number, from: string, to: string): Buffer {
  const [r1, g1, b1] = hexToRgb(from);
  const [r2, g2, b2] = hexToRgb(to);
  const rows: Buffer[] = [];
  const head = { x: size / 2, y: size * 0.4, r: size * 0.18 };
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const t = (x + y) / (2 * size);
      let rgb = [r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t];
      const inHead = (x - head.x) ** 2 + (y - head.y) ** 2 < head.r ** 2;
      const inShoulders = y > size * 0.62 && (x - size / 2) ** 2 / (size * 0.34) ** 2 + (y - size) ** 2 / (size * 0.36) ** 2 < 1;
      if (inHead || inShoulders) rgb = rgb.map((channel) => channel * 0.35 + 255 * 0.65);
      row.writeUInt8(Math.round(rgb[0]!), 1 + x * 3);
      row.writeUInt8(Math.round(rgb[1]!), 2 + x * 3);
      row.writeUInt8(Math.round(rgb[2]!), 3 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
