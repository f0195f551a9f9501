import sharp from 'sharp';

/** The largest side of a baked badge image, in pixels. */
export const BAKED_IMAGE_MAX_PX = 512;

/** A badge's stored image (PNG, JPEG or WebP, checked at upload) as a PNG of at most 512 px a side, upright. */
export async function badgePng(image: Buffer): Promise<Buffer> {
  return sharp(image)
    .rotate()
    .resize(BAKED_IMAGE_MAX_PX, BAKED_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
}

/** Up to two capital letters of the badge's name ('Mentor del año' → 'MD'), '★' for a name without letters. */
export function badgeInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  const letters = words
    .slice(0, 2)
    .map((word) => Array.from(word).find((char) => /\p{L}|\p{N}/u.test(char)) ?? '')
    .join('');
  return letters.toLocaleUpperCase('es') || '★';
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);

/** Dark text on a light colour, white on a dark one (relative luminance, WCAG). */
function textColorOn(hex: string): string {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance > 0.4 ? '#1f2937' : '#ffffff';
}

/** The badge's face as an SVG: a medallion of its colour (a ring inside) with its initials. */
export function badgeFaceSvg(options: { name: string; color: string }): string {
  const color = /^#[0-9a-f]{6}$/i.test(options.color) ? options.color : '#FFD700';
  const ink = textColorOn(color);
  const size = BAKED_IMAGE_MAX_PX;
  const half = size / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">`,
    `<circle cx="${half}" cy="${half}" r="${half}" fill="${color}"/>`,
    `<circle cx="${half}" cy="${half}" r="${half - 28}" fill="none" stroke="${ink}" stroke-opacity="0.5" stroke-width="8"/>`,
    `<text x="${half}" y="${half}" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="176" fill="${ink}">${escapeXml(badgeInitials(options.name))}</text>`,
    '</svg>',
  ].join('');
}

/** The face of a badge without an image, as a 512 px PNG. */
export async function badgeFacePng(options: { name: string; color: string }): Promise<Buffer> {
  return sharp(Buffer.from(badgeFaceSvg(options)))
    .png()
    .toBuffer();
}
