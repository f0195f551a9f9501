import type { Page } from '@playwright/test';
import { searchDirectory } from '../directory';
import { pickSearchResult } from '../files';
import type { WalkSchool } from './seed';

export type Role = 'staff' | 'teacher' | 'student' | 'signed-out';

/** A dialog a screen opens, and how a person opens it (by the control's accessible name). Closed with Escape. */
export interface WalkDialog {
  name: string;
  open: (page: Page, school: WalkSchool) => Promise<void>;
  /** Tabs inside the dialog, each measured too. */
  tabs?: string[];
  /** Only at this width (e.g. the mobile menu exists only on a phone). */
  only?: 'phone' | 'desktop';
}

/** One screen of the walk: a path, optionally a state reached on it (a picked teacher), its tabs and dialogs. */
export interface WalkScreen {
  path: (school: WalkSchool) => string;
  /** Names the screen in the report when the path alone does not (a state of the same path). */
  label?: string;
  setup?: (page: Page, school: WalkSchool) => Promise<void>;
  /** Loaded afresh, not reached inside the app: another path of the screen before it (the same component stays). */
  reload?: boolean;
  /** A list screen: walked at the tablet size too (900 px, a wide table scrolls in its frame). */
  tablet?: boolean;
  /** Shows what it shows to the walk's own staff account only (its reviewer's evaluation): other walks skip it. */
  walkerOnly?: boolean;
  /** Tabs of the page (role=tab names), each measured after the dialogs. */
  tabs?: string[];
  dialogs?: WalkDialog[];
}

const button = (name: string | RegExp) => async (page: Page) => {
  await page
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first()
    .click();
};
const at = (path: string) => () => path;
/** A dialog whose code loads on its first opening (features/cv): waited for by its name. */
const lazyDialog = (control: string, dialog: string) => async (page: Page) => {
  await button(control)(page);
  await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'visible', timeout: 15_000 });
};

/** Opens the phone menu, or uses the sidebar when it is on screen. */
async function ideaDialog(page: Page) {
  const inline = page.getByRole('button', { name: 'Enviar idea / sugerencia' }).first();
  const menu = page.getByRole('button', { name: 'Abrir menú' });
  // Waited for: read at once, a shell still rendering showed neither, and the desktop walk then clicked a hidden menu.
  await inline.or(menu).filter({ visible: true }).first().waitFor({ timeout: 15_000 });
  if (!(await inline.isVisible())) await menu.click();
  await page.getByRole('button', { name: 'Enviar idea / sugerencia' }).last().click();
  // The idea dialog's code loads on its first opening: on a loaded machine it can take longer than the walk's settle.
  // Waited for by its name: on a phone the closing menu is a dialog too, still on screen while the idea's code loads.
  await page.getByRole('dialog', { name: 'Enviar idea / sugerencia' }).waitFor({ state: 'visible', timeout: 15_000 });
}

/** The dialogs of the shell, walked once per role on its home screen. */
const SHELL_DIALOGS: WalkDialog[] = [
  { name: 'mobile menu', open: button('Abrir menú'), only: 'phone' },
  { name: 'Submit Idea / Suggestion', open: ideaDialog },
];

const delete_document = (document: (school: WalkSchool) => string): WalkDialog => ({
  name: '¿Eliminar documento?',
  open: async (page, school) => {
    await page
      .getByRole('button', { name: `Eliminar ${document(school)}` })
      .first()
      .click();
  },
});

/** The 'Credenciales externas' tab of a teacher's record (staff's teacher detail, the teacher's own profile). */
async function externalCredentialsTab(page: Page) {
  await page.getByRole('tab', { name: 'Credenciales externas', exact: true }).click();
  await page.getByRole('heading', { level: 2, name: 'Credenciales externas' }).waitFor();
}

const delete_external_credential: WalkDialog = {
  name: '¿Eliminar credencial externa?',
  open: async (page, school) => {
    await externalCredentialsTab(page);
    await page
      .getByRole('article', { name: school.externalCredential })
      .getByRole('button', { name: /^Eliminar/ })
      .click();
  },
};

/** The tab with a file checked (nothing kept): the verdict, the credential's facts and each check. */
const checkedExternalCredential =
  (which: keyof WalkSchool['externalCredentialFile']) => async (page: Page, school: WalkSchool) => {
    await externalCredentialsTab(page);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /^Seleccionar archivo de credencial/ }).click();
    await (await chooser).setFiles(school.externalCredentialFile[which]);
    await page.getByRole('list', { name: 'Comprobaciones de la credencial' }).waitFor({ timeout: 30_000 });
  };

/** Portfolio (issue 26): the 'Portafolio' tab of staff's teacher detail, with the teacher's works. */
async function portfolioTab(page: Page, school: WalkSchool) {
  await page.getByRole('tab', { name: 'Portafolio', exact: true }).click();
  await page.getByRole('button', { name: `Ver obra «${school.portfolio.full}»` }).waitFor();
}

/** The viewer on the work with every field, from the card's thumbnail or a portfolio tab's grid. */
const portfolioViewer = async (page: Page, school: WalkSchool) => {
  await page
    .getByRole('button', { name: `Ver obra «${school.portfolio.full}»` })
    .first()
    .click();
  await page.getByRole('dialog', { name: school.portfolio.full }).getByRole('button', { name: 'Siguiente' }).waitFor();
};

/** The teacher's card in the Trombinoscopio, found by the search. */
async function findTeacherCard(page: Page, school: WalkSchool) {
  await searchDirectory(page, school.teacher.fullName.split(' ').at(-1)!, school.teacher.fullName);
}

const PORTFOLIO_STAFF_DIALOGS: WalkDialog[] = [
  {
    name: 'portfolio viewer',
    open: async (page, school) => {
      await portfolioTab(page, school);
      await portfolioViewer(page, school);
    },
  },
  {
    name: 'Ocultar obra',
    open: async (page, school) => {
      await portfolioTab(page, school);
      await button(`Ocultar «${school.portfolio.full}»`)(page);
    },
  },
  {
    name: '¿Eliminar obra?',
    open: async (page, school) => {
      await portfolioTab(page, school);
      await button(`Eliminar «${school.portfolio.plain}»`)(page);
    },
  },
  {
    name: 'Cambiar el nombre de la técnica',
    open: async (page, school) => {
      await portfolioTab(page, school);
      await button(`Cambiar el nombre de ${school.portfolio.technique}`)(page);
    },
  },
  {
    name: '¿Eliminar técnica?',
    open: async (page, school) => {
      await portfolioTab(page, school);
      await button(`Eliminar ${school.portfolio.technique}`)(page);
    },
  },
];

/** The 'Actividad' tab (issue 45) of staff's teacher detail or the teacher's own profile, with the seeded entries. */
async function activityTab(page: Page, school: WalkSchool) {
  await page.getByRole('tab', { name: 'Actividad', exact: true }).click();
  await page.getByRole('article', { name: school.activity.returned }).waitFor({ timeout: 15_000 });
}

/** The record's form (its code loads when first opened): its title field is waited for. */
async function activityForm(page: Page, name: string) {
  await page.getByRole('dialog', { name }).getByLabel('Título').waitFor({ timeout: 15_000 });
}

const ACTIVITY_STAFF_DIALOGS: WalkDialog[] = [
  {
    name: 'Verificar actividad',
    open: async (page, school) => {
      await activityTab(page, school);
      await button(`Verificar «${school.activity.returned}»`)(page);
      await page.getByRole('dialog', { name: 'Verificar actividad' }).waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'Devolver actividad',
    open: async (page, school) => {
      await activityTab(page, school);
      await button(`Devolver «${school.activity.verified}»`)(page);
      await page.getByRole('dialog', { name: 'Devolver actividad' }).waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'Editar actividad (staff)',
    open: async (page, school) => {
      await activityTab(page, school);
      await button(`Editar «${school.activity.verified}»`)(page);
      await activityForm(page, 'Editar actividad');
    },
  },
  {
    name: '¿Eliminar actividad?',
    open: async (page, school) => {
      await activityTab(page, school);
      await button(`Eliminar «${school.activity.returned}»`)(page);
    },
  },
];

const ACTIVITY_TEACHER_DIALOGS: WalkDialog[] = [
  {
    // As it opens: the kind first (a kind chosen is a change, which Escape would ask about). The edit dialogs show
    // the kinds' fields.
    name: 'Nueva actividad',
    open: async (page, school) => {
      await activityTab(page, school);
      await button('Añadir actividad')(page);
      await page
        .getByRole('dialog', { name: 'Nueva actividad' })
        .getByRole('combobox', { name: 'Tipo de actividad' })
        .waitFor({ timeout: 15_000 });
    },
  },
  {
    name: 'Editar actividad',
    open: async (page, school) => {
      await activityTab(page, school);
      await button(`Editar «${school.activity.returned}»`)(page);
      await activityForm(page, 'Editar actividad');
    },
  },
];

/** The 'Portafolio' tab of the teacher's own profile: the editor, with the seeded works. */
async function ownPortfolioTab(page: Page) {
  await page.getByRole('tab', { name: 'Portafolio', exact: true }).click();
  await page.getByRole('list', { name: 'Obras del portafolio' }).waitFor();
}

/** The editor's dialogs (the work form loads when first opened: its title field is waited for). */
const PORTFOLIO_EDITOR_DIALOGS: WalkDialog[] = [
  {
    name: 'Añadir obra',
    open: async (page) => {
      await ownPortfolioTab(page);
      await button('Añadir obra')(page);
      await page.getByRole('dialog', { name: 'Añadir obra' }).getByLabel('Título').waitFor();
    },
  },
  {
    name: 'Editar obra',
    open: async (page, school) => {
      await ownPortfolioTab(page);
      await button(`Editar «${school.portfolio.full}»`)(page);
      await page.getByRole('dialog', { name: 'Editar obra' }).getByLabel('Título').waitFor();
    },
  },
  {
    name: '¿Eliminar obra? (own work)',
    open: async (page, school) => {
      await ownPortfolioTab(page);
      await button(`Eliminar «${school.portfolio.plain}»`)(page);
    },
  },
];

/** A row's button to the basis dialog of the qualifications table: 'Justificar …' when flagged, else 'Editar la base de …'. */
const basisButton = (page: Page) =>
  page
    .getByRole('button', { name: /^Justificar / })
    .or(page.getByRole('button', { name: /^Editar la base de / }))
    .first();

/** Picks the entity of a /admin/documents tab by searching its name. */
const pickEntity =
  (tabName: string, search: string, name: (school: WalkSchool) => string) => async (page: Page, school: WalkSchool) => {
    await page.getByRole('tab', { name: tabName, exact: true }).click();
    await pickSearchResult(page, {
      searchbox: search,
      text: name(school),
      // The results list is named after its tab ('Resultados: Profesores'); its start answers to its translation
      // ('Results: ') where the whole name would not (the tab's name inside it is translated too).
      list: /^Resultados: /,
      match: new RegExp(name(school).split(' ').at(-1)!),
    });
    await page.getByRole('button', { name: 'Cambiar selección' }).waitFor();
  };

/**
 * Settings with the authenticator app on (staff, teacher: seed.ts): both password prompts. With it off (student):
 * the screen, and the enrolment's QR code and code field. 'Añadir llave de acceso' opens no dialog: it asks the
 * browser for a passkey.
 */
const SETTINGS_TOTP_ON: WalkScreen[] = [
  {
    path: at('/settings'),
    dialogs: [
      { name: 'password prompt (turn the app off)', open: button('Desactivar') },
      { name: 'password prompt (new recovery codes)', open: button('Generar nuevos códigos') },
    ],
  },
];
const SETTINGS_TOTP_OFF: WalkScreen[] = [
  { path: at('/settings') },
  {
    path: at('/settings'),
    label: 'authenticator app enrolment',
    setup: async (page) => {
      await button('Configurar')(page);
      await page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' }).waitFor();
    },
  },
];

const commonSignedIn = (settings: WalkScreen[]): WalkScreen[] => [
  {
    path: at('/trombinoscopio'),
    dialogs: [
      {
        name: 'teacher profile',
        open: async (page, school) => {
          await findTeacherCard(page, school);
          await page.getByRole('button', { name: school.teacher.fullName }).click();
        },
        tabs: ['Portafolio', 'Actividad'],
      },
      {
        name: 'portfolio viewer (card thumbnail)',
        open: async (page, school) => {
          await findTeacherCard(page, school);
          await portfolioViewer(page, school);
        },
      },
    ],
  },
  { path: at('/ideas') },
  ...settings,
  { path: at('/no-such-page'), label: '404' },
];

export const WALK: Record<Role, WalkScreen[]> = {
  staff: [
    { path: at('/admin/analytics'), dialogs: SHELL_DIALOGS },
    { path: at('/admin/dashboard'), reload: true },
    {
      path: at('/admin/teachers'),
      tablet: true,
      dialogs: [
        { name: 'CVs de todos', open: lazyDialog('CVs de todos', 'CVs de todos') },
        {
          name: 'New Teacher',
          open: button('Nuevo profesor'),
          tabs: ['Información Académica', 'Datos Financieros'],
        },
        {
          name: 'New Teacher › Agregar título',
          open: async (page) => {
            await button('Nuevo profesor')(page);
            await page.getByRole('dialog').getByRole('tab', { name: 'Información Académica' }).click();
            await page.getByRole('button', { name: 'Agregar título' }).click();
            await page.getByRole('dialog', { name: 'Agregar título académico' }).waitFor();
          },
        },
        { name: 'Importar CSV', open: button('Importar CSV') },
        { name: 'Edit teacher', open: async (page, school) => button(`Editar a ${school.teacher.fullName}`)(page) },
        { name: 'Delete teacher', open: async (page, school) => button(`Eliminar a ${school.teacher.fullName}`)(page) },
      ],
    },
    {
      path: (school) => `/admin/teachers/${school.teacher.id}`,
      tabs: [
        'Académico',
        'Financiero',
        'Documentos',
        'Credenciales externas',
        'Portafolio',
        'Actividad',
        'Cursos',
        'Página pública',
      ],
      dialogs: [
        { name: 'Edit Teacher', open: button('Editar profesor'), tabs: ['Información Académica', 'Datos Financieros'] },
        { name: 'Administrar Badges', open: button('Gestionar') },
        { name: 'Generar CV', open: lazyDialog('Generar CV', 'Generar CV') },
        delete_external_credential,
        ...PORTFOLIO_STAFF_DIALOGS,
        ...ACTIVITY_STAFF_DIALOGS,
      ],
    },
    {
      path: (school) => `/admin/teachers/${school.teacher.id}`,
      label: 'external credential checked',
      reload: true,
      setup: checkedExternalCredential('verified'),
    },
    {
      path: at('/admin/students'),
      tablet: true,
      dialogs: [
        { name: 'Nuevo Estudiante', open: button('Nuevo Estudiante') },
        { name: 'Importar CSV', open: button('Importar CSV') },
        { name: 'Editar Estudiante', open: async (page, school) => button(`Editar ${school.student.fullName}`)(page) },
        { name: 'Delete student', open: async (page, school) => button(`Eliminar ${school.student.fullName}`)(page) },
      ],
    },
    {
      path: (school) => `/admin/students/${school.student.id}`,
      dialogs: [
        { name: 'Agregar nota', open: button('Agregar nota') },
        {
          name: 'Corregir nota',
          open: async (page, school) => button(`Corregir la nota de ${school.gradeCourse}`)(page),
        },
        {
          name: 'Delete grade',
          open: async (page, school) => button(`Eliminar la nota de ${school.gradeCourse}`)(page),
        },
      ],
    },
    {
      path: at('/admin/badges'),
      dialogs: [
        { name: 'Crear Badge', open: button('Crear Badge') },
        { name: 'Editar Badge', open: async (page, school) => button(`Editar ${school.badge.name}`)(page) },
        { name: 'Delete badge', open: async (page, school) => button(`Eliminar ${school.badge.name}`)(page) },
      ],
    },
    {
      path: at('/admin/courses'),
      tablet: true,
      tabs: ['Con Badge'],
      dialogs: [
        { name: 'Nuevo Curso', open: button('Nuevo Curso') },
        { name: 'Ver curso', open: async (page, school) => button(`Ver ${school.course.name}`)(page) },
        { name: 'Editar curso', open: async (page, school) => button(`Editar ${school.course.name}`)(page) },
        { name: 'Delete course', open: async (page, school) => button(`Eliminar ${school.course.name}`)(page) },
      ],
    },
    { path: at('/admin/courses/new') },
    {
      path: (school) => `/admin/courses/${school.course.id}`,
      dialogs: [{ name: 'Delete course', open: button('Eliminar') }],
    },
    { path: (school) => `/admin/courses/${school.course.id}/edit` },
    { path: at('/admin/courses/abc'), label: 'course with a bad id' },
    { path: at('/admin/documents'), tablet: true },
    {
      path: at('/admin/documents'),
      label: 'teacher picked',
      tablet: true,
      setup: pickEntity('Profesores', 'Buscar profesor', (school) => school.teacher.fullName),
      tabs: ['Subir documento'],
      dialogs: [delete_document((school) => school.teacherDocument)],
    },
    {
      path: at('/admin/documents'),
      label: 'course picked',
      tablet: true,
      setup: pickEntity('Cursos', 'Buscar curso', (school) => school.course.name),
      tabs: ['Subir documento'],
    },
    {
      path: at('/admin/documents'),
      label: 'student picked',
      tablet: true,
      setup: pickEntity('Estudiantes', 'Buscar estudiante', (school) => school.student.fullName),
      dialogs: [delete_document((school) => school.studentDocument)],
    },
    {
      path: at('/admin/qualifications'),
      tablet: true,
      // A term no roster or grade names: the current courses with a teacher, the walk's among them, are listed.
      setup: async (page) => {
        await page.getByRole('spinbutton', { name: 'Año académico' }).fill('2001');
        await basisButton(page).waitFor();
      },
      dialogs: [{ name: 'Base de la cualificación', open: (page) => basisButton(page).click() }],
    },
    { path: at('/admin/activity-report') },
    // The yearly review (issue 46): the cycles, the form, a cycle in preparation and an open one, a review read with a
    // reason, the walker's evaluations and the evaluation form.
    { path: at('/admin/reviews'), tablet: true },
    { path: at('/admin/reviews/new') },
    {
      path: (school) => `/admin/reviews/${school.reviews.draftCycle.id}`,
      label: 'review cycle in preparation',
      dialogs: [
        { name: '¿Abrir el ciclo?', open: button('Abrir ciclo') },
        { name: '¿Eliminar ciclo?', open: button('Eliminar ciclo') },
      ],
    },
    { path: (school) => `/admin/reviews/${school.reviews.draftCycle.id}/edit`, label: 'review cycle form (edit)' },
    {
      path: (school) => `/admin/reviews/${school.reviews.openCycle.id}`,
      label: 'review cycle progress',
      tablet: true,
      setup: async (page) => {
        await page
          .getByRole('table', { name: 'Revisiones del ciclo' })
          .or(page.getByRole('list', { name: 'Revisiones del ciclo' }))
          .first()
          .waitFor({ timeout: 15_000 });
      },
      dialogs: [
        { name: '¿Cerrar el ciclo?', open: button('Cerrar ciclo') },
        { name: 'PDF de todas las revisiones', open: button('PDF de todas (ZIP)') },
      ],
    },
    {
      path: (school) => `/admin/reviews/${school.reviews.openCycle.id}/reviews/${school.reviews.othersReview.id}`,
      label: 'review read by other staff (reason first)',
    },
    { path: at('/admin/evaluations'), tablet: true },
    {
      path: (school) => `/admin/evaluations/${school.reviews.toEvaluate.id}`,
      label: 'evaluation form',
      // The walker is the review's reviewer; another staff member is asked a reason and reads it only.
      walkerOnly: true,
      dialogs: [{ name: 'Devolver para cambios', open: button('Devolver para cambios') }],
    },
    { path: at('/admin/public-pages') },
    {
      path: at('/admin/audit'),
      tablet: true,
      dialogs: [{ name: 'audit entry', open: button(/^Ver la entrada /) }],
    },
    { path: at('/admin/sign-in-providers'), dialogs: [{ name: 'Nuevo proveedor', open: button('Añadir proveedor') }] },
    {
      path: at('/admin/trusted-issuers'),
      dialogs: [{ name: 'Nuevo emisor de confianza', open: button('Añadir emisor') }],
    },
    {
      path: at('/admin/user-management'),
      tablet: true,
      dialogs: [
        { name: 'Create New User', open: button('Crear nuevo usuario') },
        { name: 'Restablecer contraseña', open: button(/^Restablecer la contraseña de /) },
        { name: 'Delete user', open: async (page, school) => button(`Eliminar a ${school.spareUser}`)(page) },
      ],
    },
    { path: at('/user-management'), reload: true },
    { path: at('/admin'), label: '404 under /admin' },
    { path: at('/document-demo') },
    ...commonSignedIn(SETTINGS_TOTP_ON),
  ],
  teacher: [
    { path: at('/'), label: 'home', dialogs: SHELL_DIALOGS },
    { path: at('/teacher/dashboard'), tabs: ['Actividad'] },
    {
      path: at('/teacher/profile'),
      // Its 'Documentos' tab goes to /teacher/documents, walked below.
      tabs: ['Información Académica', 'Credenciales externas', 'Portafolio', 'Actividad', 'Página pública'],
      dialogs: [
        { name: 'Editar Perfil', open: button('Editar Perfil'), tabs: ['Información Académica'] },
        { name: 'Foto de perfil', open: button('Gestionar foto') },
        { name: 'Generar CV', open: lazyDialog('Generar CV', 'Generar CV') },
        delete_external_credential,
        ...PORTFOLIO_EDITOR_DIALOGS,
        ...ACTIVITY_TEACHER_DIALOGS,
      ],
    },
    {
      path: at('/teacher/profile'),
      label: 'external credential checked, not verified',
      reload: true,
      setup: checkedExternalCredential('tampered'),
    },
    {
      // The upload form is on the page (no tabs). A teacher deletes only what they uploaded and their own photo
      // (document.policy.ts): the seeded certificate is staff's, so the dialog opens on the photo.
      path: at('/teacher/documents'),
      tablet: true,
      dialogs: [delete_document(() => 'foto-perfil.webp')],
    },
    { path: at('/teacher/grades') },
    { path: at('/teacher/activity-report') },
    {
      path: at('/teacher/review'),
      dialogs: [{ name: '¿Enviar el autoinforme?', open: button('Enviar autoinforme') }],
    },
    // Where the review's notifications and mails lead.
    { path: (school) => `/reviews/${school.reviews.ownReview}`, label: 'review from a notification' },
    ...commonSignedIn(SETTINGS_TOTP_ON),
  ],
  student: [
    { path: at('/'), label: 'home', dialogs: SHELL_DIALOGS },
    { path: at('/student/dashboard') },
    { path: at('/student/profile') },
    // No delete dialog: the seeded student may delete none of their documents (staff uploaded them, no photo).
    { path: at('/documents'), tablet: true },
    { path: at('/grades') },
    ...commonSignedIn(SETTINGS_TOTP_OFF),
  ],
  'signed-out': [
    {
      path: at('/login'),
      dialogs: [
        { name: 'Contactar con soporte', open: button('¿Necesitas ayuda?') },
        { name: '¿Olvidaste tu contraseña?', open: button('¿Olvidaste tu contraseña?') },
      ],
    },
    { path: (school) => `/credentials/${school.credentialId}`, label: 'credential' },
  ],
};
