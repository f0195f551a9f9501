import sharp from 'sharp';
import { EXPERTISE_AREAS } from '../../contracts/catalogues/expertise-areas';
import type { Tx } from '../../server/src/db/client';
import { portfolioWorks } from '../../server/src/db/schema/index';
import { insertWorkImageRows, processWorkImage } from '../../server/src/modules/portfolio/portfolio-images';
import { discardPhotoSizes, publishPhotoSizes } from '../../server/src/modules/photos/photo-files';
import type { FileStorage } from '../../server/src/storage/file-storage';
import { createRandom, type Random } from './random';

/*
 * The demo teachers' portfolios (issue 26): 2 to 4 works each, their images generated here from SVG (gradients and
 * shapes, nothing downloaded) and stored through the works' own pipeline (portfolio-images.ts: rendered upright in
 * the photo sizes, WebP, encrypted). The same works on every machine (their own seeded generator).
 */

const TITLES = [
  'Amanecer en cobre',
  'Ciudad de niebla',
  'Retrato en azul',
  'Bosque de vidrio',
  'Estudio de luz',
  'Mar de fondo',
  'Geometría nocturna',
  'Jardín mecánico',
  'Horizonte partido',
  'Criatura del páramo',
  'Interior con ventana',
  'Ruinas flotantes',
  'Taller de sombras',
  'Faro en la tormenta',
  'Mercado al atardecer',
  'Nave varada',
] as const;

const NOTES = ['óleo digital', 'boceto a lápiz y color', 'render en tiempo real', 'collage', 'acuarela digital', null];

const DESCRIPTIONS = [
  'Pieza personal sobre la luz y el color.',
  'Estudio de composición para un proyecto de clase.',
  'Encargo editorial, versión final.',
  null,
] as const;

const LINKS = ['https://www.artstation.com/', 'https://www.behance.net/', 'https://vimeo.com/', null] as const;

const hsl = (hue: number, saturation: number, lightness: number) => `hsl(${hue % 360}, ${saturation}%, ${lightness}%)`;

/** An abstract composition: a two-colour gradient sky, a sun or moon, hills or blocks, a few floating shapes. */
function artworkSvg(random: Random, width: number, height: number): string {
  const hue = random.int(0, 359);
  const shapes: string[] = [];
  for (let index = 0; index < random.int(3, 7); index++) {
    const x = random.int(0, width);
    const y = random.int(0, height);
    const size = random.int(20, Math.round(width / 5));
    const fill = hsl(hue + random.int(90, 270), random.int(40, 90), random.int(35, 75));
    shapes.push(
      random.next() < 0.5
        ? `<circle cx="${x}" cy="${y}" r="${size / 2}" fill="${fill}" opacity="0.75"/>`
        : `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${fill}" opacity="0.7" transform="rotate(${random.int(0, 90)} ${x} ${y})"/>`,
    );
  }
  const ground = random.next() < 0.5;
  const horizon = Math.round(height * (0.55 + random.next() * 0.2));
  const landscape = ground
    ? `<path d="M0 ${horizon} Q ${width / 3} ${horizon - height / 5} ${width / 2} ${horizon} T ${width} ${horizon} V ${height} H 0 Z" fill="${hsl(hue + 180, 35, 25)}"/>`
    : Array.from({ length: 6 }, (_, index) => {
        const blockWidth = width / 6;
        const blockHeight = random.int(Math.round(height / 6), Math.round(height / 2));
        return `<rect x="${index * blockWidth}" y="${height - blockHeight}" width="${blockWidth - 4}" height="${blockHeight}" fill="${hsl(hue + 200, 20, 15 + index * 3)}"/>`;
      }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="${hsl(hue, 70, 35)}"/><stop offset="1" stop-color="${hsl(hue + 40, 80, 70)}"/>
  </linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${random.int(width / 5, (width * 4) / 5)}" cy="${random.int(height / 8, height / 3)}" r="${random.int(30, 70)}" fill="${hsl(hue + 50, 90, 85)}"/>
  ${shapes.join('\n  ')}
  ${landscape}
</svg>`;
}

/** A generated artwork as PNG, in one of the shapes works come in (landscape, portrait, square), `scale` of its size. */
export async function generatedArtwork(random: Random, scale = 1): Promise<Buffer> {
  const [width, height] = random.pick([
    [1200, 800],
    [800, 1100],
    [1000, 1000],
    [1280, 720],
  ] as const);
  return sharp(Buffer.from(artworkSvg(random, Math.round(width * scale), Math.round(height * scale))))
    .png()
    .toBuffer();
}

/**
 * Stores `count` generated works for one teacher, after their last, through the works' pipeline (processed, published
 * as the rows are written). `visibility` decides each work's ('public' or 'staff').
 */
export async function seedTeacherWorks(
  tx: Tx,
  storage: FileStorage,
  options: { teacherId: number; random: Random; count: number; visibility: () => 'public' | 'staff'; scale?: number },
): Promise<void> {
  const { teacherId, random } = options;
  const titles = random.sample(TITLES, options.count);
  for (const [position, title] of titles.entries()) {
    const image = await processWorkImage(storage, await generatedArtwork(random, options.scale));
    try {
      const [work] = await tx
        .insert(portfolioWorks)
        .values({
          teacherId,
          position,
          title,
          year: random.int(2015, 2025),
          techniqueCode: random.pick(EXPERTISE_AREAS).code,
          techniqueNote: random.pick(NOTES),
          description: random.pick(DESCRIPTIONS),
          linkUrl: random.pick(LINKS),
          visibility: options.visibility(),
          imageWidth: image.width,
          imageHeight: image.height,
        })
        .returning({ id: portfolioWorks.id });
      await insertWorkImageRows(tx, work!.id, image.files);
      await publishPhotoSizes(storage, image.files);
    } catch (error) {
      await discardPhotoSizes(storage, image.files, true);
      throw error;
    }
  }
}

/** Seeds every teacher's portfolio (2 to 4 works, one in eight staff-only); answers how many works it stored. */
export async function seedPortfolios(tx: Tx, storage: FileStorage, teacherIds: number[]): Promise<number> {
  const random = createRandom(2026_0026);
  let stored = 0;
  for (const teacherId of teacherIds) {
    const count = random.int(2, 4);
    await seedTeacherWorks(tx, storage, {
      teacherId,
      random,
      count,
      visibility: () => (random.next() < 0.125 ? 'staff' : 'public'),
    });
    stored += count;
  }
  return stored;
}
