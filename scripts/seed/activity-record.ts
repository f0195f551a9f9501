import { and, asc, eq, inArray } from 'drizzle-orm';
import { ActivityEntryInputSchema, type ActivityEntryInput } from '../../contracts/activity-record';
import type { Tx } from '../../server/src/db/client';
import {
  activityEntries,
  activityEntryDocuments,
  activityEntryWorks,
  portfolioWorks,
  teachers,
  unifiedDocuments,
} from '../../server/src/db/schema/index';
import { entryColumns } from '../../server/src/modules/activity-record/activity-columns';
import { notify } from '../../server/src/modules/notifications/notification.service';
import { createRandom, type Random } from './random';

/*
 * The demo teachers' faculty records (issue 45): 5 to 15 entries each, of several kinds — games and films with the
 * teacher's credit, festival selections and exhibitions (juried, curated, invited; local to international), awards,
 * commissions, talks, residencies, publications, juries — some verified by staff with a note, one or two returned with
 * a reason (the teacher is notified), some with evidence linked to the teacher's CV or portfolio works, shown to the
 * school or to staff only. Each entry is read through the contract's own schema, so the demo holds only what the API
 * would accept. The same records on every machine (their own seeded generator).
 */

type Template = (random: Random) => Omit<ActivityEntryInput, 'start_date' | 'end_date' | 'visibility'> & {
  /** How long the activity lasted, in days (none: a single day or a release). */
  days?: number;
};

const GAMES = [
  ['Quetzal: alas de jade', 'Lienzo Interactivo'],
  ['Nahual Run', 'Black Jaguar Games'],
  ['Ciudad de lodo', 'Estudio Ceiba'],
  ['Tikal Tactics', 'Kyo Studios'],
  ['Volcán rojo', 'Indie Pixel GT'],
  ['Marimba Hero', 'Sonidos del Istmo'],
] as const;
const GAME_ROLES = [
  'Directora de arte',
  'Animador 3D',
  'Artista de entornos',
  'Diseñador de personajes',
  'Artista técnico',
  'Diseño narrativo',
];
const PLATFORMS = ['PC (Steam)', 'Nintendo Switch', 'iOS y Android', 'PlayStation 5 y PC'];
const FILMS = [
  ['La niña del volcán', 'Casa Comal'],
  ['Barriletes', 'Animaciones del Sur'],
  ['Ecos de Atitlán', 'Ojo Rojo Films'],
  ['El último tejedor', 'Casa Comal'],
  ['Humo', 'Estudio Nube Negra'],
] as const;
const FILM_ROLES = ['Director de animación', 'Composición digital', 'Storyboard', 'Dirección', 'Diseño de producción'];

const FESTIVALS = [
  { organization: 'Festival Ícaro de Cine', city: 'Ciudad de Guatemala', country: 'GT', scope: 'national' },
  {
    organization: 'Festival Internacional de Animación Pixelatl',
    city: 'Guadalajara',
    country: 'MX',
    scope: 'international',
  },
  {
    organization: 'Annecy International Animation Film Festival',
    city: 'Annecy',
    country: 'FR',
    scope: 'international',
  },
  { organization: 'Festival de Cine de Xela', city: 'Quetzaltenango', country: 'GT', scope: 'local' },
  {
    organization: 'Festival Internacional de Cine de Costa Rica',
    city: 'San José',
    country: 'CR',
    scope: 'international',
  },
] as const;
const VENUES = [
  {
    organization: 'Museo Nacional de Arte Moderno Carlos Mérida',
    city: 'Ciudad de Guatemala',
    country: 'GT',
    scope: 'national',
  },
  {
    organization: 'Centro Cultural de España en Guatemala',
    city: 'Ciudad de Guatemala',
    country: 'GT',
    scope: 'national',
  },
  { organization: 'Bienal de Arte Paiz', city: 'Ciudad de Guatemala', country: 'GT', scope: 'international' },
  { organization: 'Galería El Attico', city: 'Ciudad de Guatemala', country: 'GT', scope: 'local' },
  {
    organization: 'Casa Santo Domingo, sala de arte contemporáneo',
    city: 'Antigua Guatemala',
    country: 'GT',
    scope: 'local',
  },
  {
    organization: 'Museo de Arte Contemporáneo de Monterrey',
    city: 'Monterrey',
    country: 'MX',
    scope: 'international',
  },
] as const;
const SHOWS = [
  'Paisajes generados',
  'Cuerpos digitales',
  'Memoria en píxeles',
  'Nuevos mundos: arte y videojuego',
  'Luz y código',
];
const AWARDS = [
  {
    title: 'Premio Quirino a la mejor animación de encargo',
    organization: 'Premios Quirino',
    country: 'ES',
    scope: 'international',
    selection: 'juried',
  },
  {
    title: 'Mención de honor en animación',
    organization: 'Festival Ícaro de Cine',
    country: 'GT',
    scope: 'national',
    selection: 'juried',
  },
  {
    title: 'Premio del público',
    organization: 'Festival Internacional de Animación Pixelatl',
    country: 'MX',
    scope: 'international',
    selection: 'open',
  },
  {
    title: 'Primer lugar, Global Game Jam Guatemala',
    organization: 'Global Game Jam',
    country: 'GT',
    scope: 'local',
    selection: 'juried',
  },
  {
    title: 'Beca de creación artística',
    organization: 'Ministerio de Cultura y Deportes',
    country: 'GT',
    scope: 'national',
    selection: 'juried',
  },
] as const;
const COMMISSIONS = [
  ['Ilustraciones para la campaña «Guatemala, corazón del mundo maya»', 'INGUAT', 'Ilustradora principal'],
  ['Identidad animada del canal', 'Canal Antigua', 'Motion designer'],
  ['Mural digital interactivo del vestíbulo', 'Museo Miraflores', 'Artista y programador'],
  ['Cinemática de presentación', 'Kyo Studios', 'Animación 3D'],
] as const;
const TALKS = [
  {
    title: 'Del boceto al motor de juego',
    organization: 'Game Developers Guatemala',
    city: 'Ciudad de Guatemala',
    country: 'GT',
    scope: 'national',
  },
  {
    title: 'Taller de rigging facial en Blender',
    organization: 'Blender Day Latinoamérica',
    city: 'Bogotá',
    country: 'CO',
    scope: 'international',
  },
  {
    title: 'Narrativa visual para cortometrajes animados',
    organization: 'Universidad Rafael Landívar',
    city: 'Ciudad de Guatemala',
    country: 'GT',
    scope: 'local',
  },
  {
    title: 'Arte conceptual para la industria',
    organization: 'Pixelatl',
    city: 'Guadalajara',
    country: 'MX',
    scope: 'international',
  },
] as const;
const RESIDENCIES = [
  {
    title: 'Residencia de animación experimental',
    organization: 'Casa Wabi',
    city: 'Puerto Escondido',
    country: 'MX',
    scope: 'international',
  },
  {
    title: 'Residencia artística en nuevos medios',
    organization: 'Centro de Formación de la Cooperación Española',
    city: 'Antigua Guatemala',
    country: 'GT',
    scope: 'national',
  },
  {
    title: 'Residencia de arte y tecnología',
    organization: 'Medialab Matadero',
    city: 'Madrid',
    country: 'ES',
    scope: 'international',
  },
] as const;
const PUBLICATIONS = [
  ['Animación y memoria: el cortometraje centroamericano', 'Revista Magna Terra', 'Autora'],
  ['Arte digital en Centroamérica, 2010–2025 (capítulo)', 'Editorial Cara Parens', 'Coautor'],
  ['Guía práctica de pipeline para estudios pequeños', 'Revista ArtStation Magazine', 'Autor'],
] as const;
const JURIES = [
  { title: 'Jurado de la sección de animación', organization: 'Festival Ícaro de Cine', scope: 'national' },
  { title: 'Jurado de la Global Game Jam', organization: 'Global Game Jam Guatemala', scope: 'local' },
  {
    title: 'Comité de selección de cortometrajes',
    organization: 'Festival Internacional de Animación Pixelatl',
    scope: 'international',
  },
] as const;

const link = (random: Random, base: string) => `${base}${random.int(1000, 9999)}`;

const TEMPLATES: Record<string, Template> = {
  game: (random) => {
    const [title, studio] = random.pick(GAMES);
    return {
      kind: 'production_credit',
      production_type: 'game',
      title,
      organization: studio,
      role: random.pick(GAME_ROLES),
      platform_or_medium: random.pick(PLATFORMS),
      description: 'Videojuego publicado con crédito en los títulos finales.',
      links: [link(random, 'https://store.steampowered.com/app/')],
    };
  },
  film: (random) => {
    const [title, studio] = random.pick(FILMS);
    return {
      kind: 'production_credit',
      production_type: 'film',
      title: `${title} (cortometraje)`,
      organization: studio,
      role: random.pick(FILM_ROLES),
      platform_or_medium: 'Cortometraje animado, 12 min',
      description: 'Cortometraje de animación con circuito de festivales.',
      links: [link(random, 'https://vimeo.com/')],
    };
  },
  festival: (random) => {
    const festival = random.pick(FESTIVALS);
    const [film] = random.pick(FILMS);
    return {
      kind: 'exhibition',
      title: `Selección oficial: ${film}`,
      ...festival,
      format: 'group',
      selection: random.pick(['juried', 'curated'] as const),
      description: 'Proyección en la selección oficial de cortometrajes de animación.',
      days: random.int(3, 8),
    };
  },
  exhibition: (random) => {
    const venue = random.pick(VENUES);
    const solo = random.next() < 0.3;
    return {
      kind: 'exhibition',
      title: solo ? `Exposición individual «${random.pick(SHOWS)}»` : `Exposición colectiva «${random.pick(SHOWS)}»`,
      ...venue,
      format: solo ? 'solo' : 'group',
      selection: random.pick(['juried', 'curated', 'invited', 'open'] as const),
      description: solo
        ? 'Serie de piezas de arte digital e impresiones.'
        : 'Participación con dos piezas de arte digital.',
      days: random.int(20, 60),
    };
  },
  award: (random) => {
    const award = random.pick(AWARDS);
    return { kind: 'award', ...award, description: 'Reconocimiento a una obra con crédito del profesor.' };
  },
  commission: (random) => {
    const [title, organization, role] = random.pick(COMMISSIONS);
    return { kind: 'commission', title, organization, role, days: random.int(30, 120) };
  },
  talk: (random) => ({ kind: 'talk', ...random.pick(TALKS), role: random.pick(['Ponente', 'Tallerista']) }),
  residency: (random) => ({
    kind: 'residency',
    ...random.pick(RESIDENCIES),
    description: 'Residencia de creación con muestra final de proceso.',
    days: random.int(21, 60),
  }),
  publication: (random) => {
    const [title, organization, role] = random.pick(PUBLICATIONS);
    return {
      kind: 'publication',
      title,
      organization,
      role,
      links: [link(random, 'https://revistas.example.org/articulo/')],
    };
  },
  jury: (random) => ({ kind: 'jury_service', ...random.pick(JURIES), role: 'Jurado', days: random.int(2, 5) }),
};

/** The kinds each record starts with, so every record has several; the rest are drawn from all of them. */
const FIRST = ['game', 'festival', 'exhibition', 'talk'] as const;
const ANY = Object.keys(TEMPLATES);

const NOTES = [
  'Verificado contra el catálogo del festival.',
  'Créditos del juego revisados en la tienda y en el CV adjunto.',
  'Carta de la organización en el expediente.',
  'Acta del jurado y enlace oficial revisados.',
];
const REASONS = [
  'Falta un enlace o documento que muestre tu crédito en la obra.',
  'Las fechas no coinciden con las del catálogo; revísalas.',
];

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Adds every demo teacher's record; returns how many entries it made. */
export async function seedActivityRecords(tx: Tx, staffUserId: number): Promise<number> {
  const random = createRandom(20261145);
  const rows = await tx.select({ id: teachers.id, userId: teachers.userId }).from(teachers).orderBy(asc(teachers.id));
  const ids = rows.map((row) => row.id);
  const cvs = await tx
    .select({ id: unifiedDocuments.id, teacherId: unifiedDocuments.entityId })
    .from(unifiedDocuments)
    .where(
      and(
        eq(unifiedDocuments.documentType, 'teacher'),
        eq(unifiedDocuments.isProfilePhoto, false),
        inArray(unifiedDocuments.entityId, ids),
      ),
    )
    .orderBy(asc(unifiedDocuments.id));
  const works = await tx
    .select({ id: portfolioWorks.id, teacherId: portfolioWorks.teacherId })
    .from(portfolioWorks)
    .where(inArray(portfolioWorks.teacherId, ids))
    .orderBy(asc(portfolioWorks.id));
  const today = new Date();
  let made = 0;
  for (const teacher of rows) {
    const count = random.int(5, 15);
    const kinds = [...FIRST, ...Array.from({ length: count - FIRST.length }, () => random.pick(ANY))];
    const returned = new Set(random.sample([...kinds.keys()], random.int(1, 2)));
    const ownDocuments = cvs.filter((row) => row.teacherId === teacher.id).map((row) => row.id);
    const ownWorks = works.filter((row) => row.teacherId === teacher.id).map((row) => row.id);
    for (const [index, name] of kinds.entries()) {
      const { days, ...template } = TEMPLATES[name]!(random);
      // Within the last eight years up to yesterday: this year's and last year's reports both have entries.
      const start = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - random.int(1, 8 * 365)),
      );
      const end = days ? new Date(start.getTime() + days * 86_400_000) : null;
      const fields = ActivityEntryInputSchema.parse({
        ...template,
        start_date: dayOf(start),
        end_date: end ? dayOf(end) : null,
        visibility: random.next() < 0.65 ? 'school' : 'staff',
        document_ids: ownDocuments.length > 0 && random.next() < 0.35 ? [ownDocuments[0]!] : [],
        work_ids: ownWorks.length > 0 && random.next() < 0.4 ? [random.pick(ownWorks)] : [],
      });
      const state = returned.has(index) ? 'returned' : random.next() < 0.4 ? 'verified' : 'pending';
      const note = state === 'returned' ? random.pick(REASONS) : state === 'verified' ? random.pick(NOTES) : null;
      const [entry] = await tx
        .insert(activityEntries)
        .values({
          teacherId: teacher.id,
          ...entryColumns(fields),
          reviewState: state,
          reviewedBy: state === 'pending' ? null : staffUserId,
          reviewedAt: state === 'pending' ? null : today,
          reviewNote: note,
          createdBy: teacher.userId,
        })
        .returning({ id: activityEntries.id });
      if (fields.document_ids.length > 0)
        await tx
          .insert(activityEntryDocuments)
          .values(fields.document_ids.map((documentId) => ({ entryId: entry!.id, documentId })));
      if (fields.work_ids.length > 0)
        await tx.insert(activityEntryWorks).values(fields.work_ids.map((workId) => ({ entryId: entry!.id, workId })));
      if (state === 'returned' && teacher.userId)
        await notify({
          db: tx,
          userId: teacher.userId,
          code: 'activityEntryReturned',
          params: { title: fields.title, reason: note },
          link: '/teacher/profile',
        });
      made += 1;
    }
  }
  return made;
}
