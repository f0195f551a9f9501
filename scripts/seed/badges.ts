import { Readable } from 'node:stream';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { BadgeTypeCode } from '../../contracts/catalogues/badge-types';
import type { Tx } from '../../server/src/db/client';
import { badgeCredentials, badges, badgeStatistics, teachers, userBadges } from '../../server/src/db/schema/index';
import { issueBadgeCredential } from '../../server/src/modules/credentials/badge-credentials';
import type { CredentialIssuer } from '../../server/src/modules/credentials/credential-issuer';
import { notify } from '../../server/src/modules/notifications/notification.service';
import type { FileStorage } from '../../server/src/storage/file-storage';
import { badgePng } from './png';
import type { Random } from './random';

/*
 * The demo school's badges: each with a generated image stored encrypted like an uploaded one, awarded to several
 * teachers with notes, every award issued as its signed Open Badges 3.0 credential (signed by the issuer given: the
 * product's, credentialIssuerFrom) and each badge's badge_statistics count equal to its awards.
 */

interface DemoBadge {
  code: string;
  name: string;
  type: BadgeTypeCode;
  color: string;
  description: string;
  /** How many years before this one the badge was created (its `year`). */
  yearsAgo: number;
  /** The award notes, one picked for each holder. */
  notes: readonly string[];
}

export const DEMO_BADGES: readonly DemoBadge[] = [
  {
    code: 'B0001',
    name: 'Mentor Destacado',
    type: 'other',
    color: '#6366f1',
    yearsAgo: 0,
    description: 'Para docentes que acompañan a estudiantes de primer año más allá del aula.',
    notes: [
      'Mentoría de estudiantes de primer ingreso',
      'Acompañamiento de proyectos de tesis',
      'Tutorías semanales abiertas',
    ],
  },
  {
    code: 'B0002',
    name: 'Innovación Docente',
    type: 'other',
    color: '#FFD700',
    yearsAgo: 1,
    description: 'Reconoce metodologías nuevas llevadas al aula con resultados medibles.',
    notes: [
      'Clase invertida en el curso de render',
      'Evaluación por portafolio',
      'Uso de motores en tiempo real en clase',
    ],
  },
  {
    code: 'B0003',
    name: 'Pensum Animación',
    type: 'pensum',
    color: '#ec4899',
    yearsAgo: 2,
    description: 'Participación en la actualización del pensum de la Licenciatura en Animación.',
    notes: ['Revisión de los cursos de animación 2D', 'Diseño del eje de animación 3D', 'Comisión de pensum'],
  },
  {
    code: 'B0004',
    name: 'Pensum Videojuegos',
    type: 'pensum',
    color: '#10b981',
    yearsAgo: 0,
    description: 'Participación en el diseño del pensum de Desarrollo de Videojuegos.',
    notes: ['Diseño del eje de programación de gameplay', 'Comisión de pensum', 'Revisión de la bibliografía'],
  },
  {
    code: 'B0005',
    name: 'Curso Render Avanzado',
    type: 'course',
    color: '#f97316',
    yearsAgo: 1,
    description: 'Impartió el curso especial de render avanzado con proyecto final publicado.',
    notes: [
      'Primera edición del curso',
      'Proyecto final destacado del grupo',
      'Curso impartido en modalidad intensiva',
    ],
  },
  {
    code: 'B0006',
    name: 'Curso Rigging',
    type: 'course',
    color: '#0ea5e9',
    yearsAgo: 2,
    description: 'Impartió el curso de rigging de personajes con evaluación de portafolio.',
    notes: ['Curso de rigging facial', 'Taller de rigging para videojuegos', 'Material de curso publicado'],
  },
  {
    code: 'B0007',
    name: 'Comunidad Game Jam',
    type: 'community',
    color: '#8b5cf6',
    yearsAgo: 0,
    description: 'Organizó o fue jurado de la Game Jam de la escuela.',
    notes: ['Jurado de la Game Jam', 'Organización de la Game Jam', 'Mentor de equipos en la Game Jam'],
  },
  {
    code: 'B0008',
    name: 'Comunidad Open Studio',
    type: 'community',
    color: '#ef4444',
    yearsAgo: 1,
    description: 'Abrió su estudio o su clase a la comunidad en las jornadas Open Studio.',
    notes: ['Charla en Open Studio', 'Taller abierto al público', 'Exposición de proyectos estudiantiles'],
  },
  {
    code: 'B0009',
    name: 'Investigación',
    type: 'other',
    color: '#14b8a6',
    yearsAgo: 2,
    description: 'Publicó o presentó una investigación en un congreso o revista del área.',
    notes: [
      'Ponencia en congreso regional',
      'Artículo publicado en revista indexada',
      'Investigación sobre pipelines abiertos',
    ],
  },
  {
    code: 'B0010',
    name: 'Excelencia Académica',
    type: 'other',
    color: '#eab308',
    yearsAgo: 0,
    description: 'La mejor evaluación docente del ciclo por parte de los estudiantes.',
    notes: ['Mejor evaluación docente del ciclo', 'Evaluación sobresaliente dos ciclos seguidos'],
  },
];

/** The star on each type's image: 4 points for a pensum, 5 a course, 6 the community, 8 the others. */
const STAR_POINTS: Record<BadgeTypeCode, number> = { pensum: 4, course: 5, community: 6, other: 8 };

/** The badges the demo teacher account (the first teacher) holds, so that signing in as it shows some. */
const DEMO_TEACHER_BADGES = new Set(['B0001', 'B0004', 'B0007']);

const IMAGE_SIZE = 128;

/** Writes the badge's generated image to a temporary name; `publish` after the row that names it. */
async function writeImage(storage: FileStorage, badge: DemoBadge): Promise<string> {
  const name = storage.newName('png');
  await storage.writeTemporary(name, Readable.from([badgePng(IMAGE_SIZE, badge.color, STAR_POINTS[badge.type])]));
  return name;
}

/** A moment in the badge's year, never in the future. */
function awardDate(random: Random, year: number): Date {
  const start = Date.UTC(year, 0, 1);
  const end = Math.min(Date.UTC(year + 1, 0, 1), Date.now() - 60_000);
  return new Date(Math.floor(start + random.next() * (end - start)));
}

/** Sets each badge's badge_statistics count to its awards (making the row when there is none). */
async function syncAssignedCounts(tx: Tx, badgeIds: number[]): Promise<void> {
  if (badgeIds.length === 0) return;
  await tx.execute(sql`
    insert into ${badgeStatistics} (badge_id, assigned_count, last_updated)
    select b.id, (select count(*) from ${userBadges} u where u.badge_id = b.id), now()
    from ${badges} b where b.id = any(${sql.param(badgeIds)}::int[])
    on conflict (badge_id) do update set assigned_count = excluded.assigned_count, last_updated = excluded.last_updated`);
}

/**
 * The demo badges with their images, awards (2 to 6 teachers each, the demo teacher holding three), the award
 * notifications and credentials, in the seed's transaction. Answers the badge codes, in DEMO_BADGES order, and the
 * number of awards.
 */
export async function seedBadges(
  tx: Tx,
  storage: FileStorage,
  issuer: CredentialIssuer,
  random: Random,
  teacherIds: number[],
  awardedBy: number,
): Promise<{ codes: string[]; awards: number }> {
  const currentYear = new Date().getFullYear();
  const accounts = new Map(
    (
      await tx
        .select({ id: teachers.id, userId: teachers.userId })
        .from(teachers)
        .where(inArray(teachers.id, teacherIds))
    ).map((row) => [row.id, row.userId]),
  );
  const codes: string[] = [];
  let awards = 0;
  for (const badge of DEMO_BADGES) {
    const year = currentYear - badge.yearsAgo;
    const imagePath = await writeImage(storage, badge);
    const [row] = await tx
      .insert(badges)
      .values({
        badgeName: badge.name,
        badgeCode: badge.code,
        badgeType: badge.type,
        year,
        description: badge.description,
        badgeColor: badge.color,
        imagePath,
        imageType: 'image/png',
      })
      .returning({ id: badges.id });
    await storage.publish(imagePath);
    const recipients = random.sample(teacherIds.slice(1), random.int(2, 5));
    if (DEMO_TEACHER_BADGES.has(badge.code)) recipients.unshift(teacherIds[0]!);
    for (const teacherId of recipients) {
      const [award] = await tx
        .insert(userBadges)
        .values({
          badgeId: row!.id,
          userType: 'teacher',
          userId: teacherId,
          awardedBy,
          awardedAt: awardDate(random, year),
          notes: random.pick(badge.notes),
        })
        .returning({ id: userBadges.id });
      await issueBadgeCredential({ tx, issuer, userBadgeId: award!.id });
      const account = accounts.get(teacherId);
      if (account !== undefined) {
        await notify({
          db: tx,
          userId: account,
          code: 'badgeAwarded',
          params: { badge: badge.name },
          link: '/teacher/profile',
        });
      }
      awards += 1;
    }
    await syncAssignedCounts(tx, [row!.id]);
    codes.push(badge.code);
  }
  return { codes, awards };
}

/**
 * For a demo school seeded before badges had images and credentials: the demo badges still as seeded (their code
 * and name) get their image, their awards without any credential get one, and their counts are made right.
 * Nothing to do the second time.
 */
export async function completeDemoBadges(
  tx: Tx,
  storage: FileStorage,
  issuer: CredentialIssuer,
): Promise<{ images: number; credentials: number }> {
  const byCode = new Map(DEMO_BADGES.map((badge) => [badge.code, badge]));
  const rows = await tx
    .select({ id: badges.id, code: badges.badgeCode, name: badges.badgeName, imagePath: badges.imagePath })
    .from(badges)
    .where(inArray(badges.badgeCode, [...byCode.keys()]))
    .for('update');
  const seeded = rows.filter((row) => byCode.get(row.code)?.name === row.name);
  let images = 0;
  for (const row of seeded) {
    if (row.imagePath) continue;
    const imagePath = await writeImage(storage, byCode.get(row.code)!);
    await tx.update(badges).set({ imagePath, imageType: 'image/png' }).where(eq(badges.id, row.id));
    await storage.publish(imagePath);
    images += 1;
  }
  const ids = seeded.map((row) => row.id);
  if (ids.length === 0) return { images, credentials: 0 };
  const unissued = await tx
    .select({ id: userBadges.id })
    .from(userBadges)
    .where(
      and(
        inArray(userBadges.badgeId, ids),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(badgeCredentials)
            .where(eq(badgeCredentials.userBadgeId, userBadges.id)),
        ),
      ),
    )
    .orderBy(userBadges.id);
  for (const award of unissued) await issueBadgeCredential({ tx, issuer, userBadgeId: award.id });
  await syncAssignedCounts(tx, ids);
  return { images, credentials: unissued.length };
}
