import { AUDIT_MASK } from '@contracts/audit';
import { and, count, eq, ne } from 'drizzle-orm';
import type { ListQuery } from '@contracts/lists';
import type { CreateTeacher, SelfUpdateTeacher, TeacherAbilities, UpdateTeacher } from '@contracts/teachers';
import { isCountryCode } from '@contracts/countries';
import type { Database, DbOrTx } from '../../db/client';
import { teacherDocuments, teachers, unifiedDocuments, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { keysetJsonList, type JsonPage } from '../../lib/list-json';
import { recordActivity } from '../../shared/activities/activity.service';
import { changesBetween } from '../../shared/activities/changes';
import { hashNewPassword } from '../auth/password-policy';
import { writePasswordHash } from '../auth/password-write';
import { revokeUserSessions } from '../auth/session.service';
import { removeRecipientAwards } from '../badges/user-badge.service';
import { deleteDocumentOwner, type OwnerDeletion } from '../documents/delete-document-owner';
import { portfolioFilesOfTeacher } from '../portfolio/portfolio-images';
import { ownTeacherRecord } from '../../shared/people/own-records';
import { assertOwnPhotoReference } from '../photos/photo-reference';
import { createUser, findUserByEmail, freeUsername } from '../users/user.service';
import { publicTeacherRows, staffTeacherRows } from './teacher.json-columns';
import { presentTeacher, type TeacherRow } from './teacher.presenter';
import { teacherSearchFilter, teacherSearchFloor, type TeacherSearch } from './teacher.search';
import { STUDENT_MESSAGES } from '@contracts/students';

export const TEACHER_NOT_FOUND = /*i18n*/ { id: 'teachers.notFound', message: 'Profesor no encontrado' };
export const TEACHER_PROFILE_NOT_FOUND = /*i18n*/ {
  id: 'teachers.ownProfileNotFound',
  message: 'No hay un perfil de profesor para esta cuenta',
};

type TeacherFields = Omit<UpdateTeacher, 'password'>;

/**
 * A page of teachers in name order (the list pattern of decision 009): staff search name, email, phone
 * or code; the directory searches names and expertise areas. Staff get every field, the directory the public
 * ones (teacher.json-columns.ts); staff rows carry the caller's `can` (teacher.policy.ts teacherAbilities).
 */
export async function listTeachers(options: {
  db: Database;
  search: TeacherSearch;
  query: ListQuery;
  can?: TeacherAbilities;
}): Promise<JsonPage> {
  const { db, query } = options;
  const where = query.q ? teacherSearchFilter(options.search, query.q) : undefined;
  const plan =
    options.search === 'staff' ? staffTeacherRows(options.can ?? { edit: false, delete: false }) : publicTeacherRows;
  const atLeast = query.q ? teacherSearchFloor(db, options.search, query.q) : undefined;
  return keysetJsonList({ db, table: teachers, counted: 'teachers', sortKey: 'fullName', where, query, plan, atLeast });
}

export async function getTeacher(options: { db: DbOrTx; id: number }): Promise<TeacherRow> {
  const [row] = await options.db.select().from(teachers).where(eq(teachers.id, options.id)).limit(1);
  if (!row) throw new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND);
  return row;
}

export async function getTeacherByUser(options: { db: DbOrTx; userId: number }): Promise<TeacherRow> {
  const row = await ownTeacherRecord(options.db, options.userId);
  if (!row) throw new AppError('TEACHER_PROFILE_NOT_FOUND', TEACHER_PROFILE_NOT_FOUND);
  return row;
}

function assertCountries(countries: string[]): void {
  const unknown = countries.filter((code) => !isCountryCode(code));
  if (unknown.length > 0)
    throw new AppError(
      'INVALID_COUNTRY',
      /*i18n*/ { id: 'teachers.invalidCountry', message: 'País inválido: {codes}' },
      undefined,
      {
        codes: unknown.join(', '),
      },
    );
}

async function assertCodeFree(db: DbOrTx, code: string | null | undefined, exceptId?: number): Promise<void> {
  if (!code) return;
  const clash = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(
      exceptId === undefined
        ? eq(teachers.teacherCode, code)
        : and(eq(teachers.teacherCode, code), ne(teachers.id, exceptId)),
    )
    .limit(1);
  if (clash.length > 0)
    throw new AppError(
      'TEACHER_CODE_TAKEN',
      /*i18n*/ { id: 'teachers.codeTaken', message: 'Ya existe un profesor con el código {code}' },
      undefined,
      { code },
    );
}

function columnsOf(input: Partial<TeacherFields>) {
  return {
    fullName: input.full_name,
    teacherCode: input.teacher_code,
    phone: input.phone,
    startYear: input.start_year,
    experienceYears: input.experience_years,
    birthdate: input.birthdate,
    academicTitles: input.academic_titles,
    academicTitleDescriptions: input.academic_title_descriptions,
    expertiseAreas: input.expertise_areas,
    esarteAlumni: input.esarte_alumni,
    isActive: input.is_active,
    countries: input.countries,
    bankAccount: input.bank_account,
    accountType: input.account_type,
    bankName: input.bank_name ?? undefined,
    accountName: input.account_name,
    bio: input.bio,
    profilePhoto: input.profile_photo,
    socialMedia: input.social_media,
  };
}

/** Creates the teacher and its user (role teacher) in one transaction. */
export async function createTeacher(options: {
  db: Database;
  actorId: number;
  input: CreateTeacher;
}): Promise<TeacherRow> {
  const { db, input } = options;
  assertCountries(input.countries);
  return db.transaction(async (tx) => {
    if (await findUserByEmail({ db: tx, email: input.email }))
      throw new AppError('EMAIL_TAKEN', STUDENT_MESSAGES.emailTaken);
    await assertCodeFree(tx, input.teacher_code);
    // A new teacher has no photo document yet: a photo comes through the photo route once the record exists.
    await assertOwnPhotoReference({
      db: tx,
      ownerKind: 'teacher',
      entityId: undefined,
      value: input.profile_photo,
      current: null,
    });
    const user = await createUser({
      db: tx,
      input: {
        email: input.email,
        password: input.password,
        username: await freeUsername(tx, input.email),
        role: 'teacher',
      },
    });
    const [row] = await tx
      .insert(teachers)
      .values({ ...columnsOf(input), fullName: input.full_name, userId: user.id, email: user.email, role: 'teacher' })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordActivity(tx, {
      userId: options.actorId,
      activity: { code: 'teacherCreated', params: { name: row.fullName } },
      entityType: 'teacher',
      entityId: row.id,
      changes: changesBetween({}, presentTeacher(row)),
    });
    return row;
  });
}

/** Staff edit: every field but the email; a new password signs the teacher out everywhere and spends their one-time links. */
export async function updateTeacher(options: {
  db: Database;
  actorId: number;
  id: number;
  input: UpdateTeacher;
}): Promise<TeacherRow> {
  const { db, id, input } = options;
  assertCountries(input.countries);
  const { password, ...fields } = input;
  const passwordHash = password ? await hashNewPassword(password) : undefined;
  return db.transaction(async (tx) => {
    const current = await getTeacher({ db: tx, id });
    await assertCodeFree(tx, fields.teacher_code, id);
    await assertOwnPhotoReference({
      db: tx,
      ownerKind: 'teacher',
      entityId: id,
      value: fields.profile_photo,
      current: current.profilePhoto,
    });
    const [row] = await tx.update(teachers).set(columnsOf(fields)).where(eq(teachers.id, id)).returning();
    if (passwordHash) {
      await writePasswordHash({ db: tx, userId: current.userId, passwordHash });
      await revokeUserSessions({ db: tx, userId: current.userId });
    }
    const changes = changesBetween(presentTeacher(current), presentTeacher(row!));
    await recordActivity(tx, {
      userId: options.actorId,
      activity: { code: 'teacherUpdated', params: { name: fields.full_name } },
      entityType: 'teacher',
      entityId: id,
      changes: passwordHash ? { ...changes, password: { before: AUDIT_MASK, after: AUDIT_MASK } } : changes,
    });
    return row!;
  });
}

export async function setTeacherPhoto(options: {
  db: Database;
  actorId: number;
  id: number;
  profilePhoto: string | null;
}): Promise<TeacherRow> {
  return options.db.transaction(async (tx) => {
    const current = await getTeacher({ db: tx, id: options.id });
    await assertOwnPhotoReference({
      db: tx,
      ownerKind: 'teacher',
      entityId: options.id,
      value: options.profilePhoto,
      current: current.profilePhoto,
    });
    const [row] = await tx
      .update(teachers)
      .set({ profilePhoto: options.profilePhoto })
      .where(eq(teachers.id, options.id))
      .returning();
    await recordActivity(tx, {
      userId: options.actorId,
      activity: { code: options.profilePhoto ? 'photoUpdated' : 'photoRemoved', params: { kind: 'teacher' } },
      entityType: 'teacher',
      entityId: options.id,
      changes: changesBetween(presentTeacher(current), presentTeacher(row!)),
    });
    return row!;
  });
}

/** The teacher's own edit: the fields of SelfUpdateTeacherSchema only; locked fields never change here. */
export async function updateOwnProfile(options: {
  db: Database;
  userId: number;
  input: SelfUpdateTeacher;
}): Promise<TeacherRow> {
  const { db, input } = options;
  assertCountries(input.countries);
  return db.transaction(async (tx) => {
    const current = await getTeacherByUser({ db: tx, userId: options.userId });
    await assertOwnPhotoReference({
      db: tx,
      ownerKind: 'teacher',
      entityId: current.id,
      value: input.profile_photo,
      current: current.profilePhoto,
    });
    const [row] = await tx.update(teachers).set(columnsOf(input)).where(eq(teachers.id, current.id)).returning();
    await recordActivity(tx, {
      userId: options.userId,
      activity: { code: 'ownTeacherProfileUpdated' },
      entityType: 'teacher',
      entityId: current.id,
      changes: changesBetween(presentTeacher(current), presentTeacher(row!)),
    });
    return row!;
  });
}

/**
 * Deletes the teacher and everything that is theirs: user, sessions, ideas and notifications (cascade),
 * badge assignments (counts down, credentials revoked), document rows and counters, portfolio works (cascade), then
 * the files once the rows are gone.
 */
export async function deleteTeacher(options: OwnerDeletion): Promise<TeacherRow> {
  const { id } = options;
  return deleteDocumentOwner({
    ...options,
    ownerKind: 'teacher',
    load: (tx) => getTeacher({ db: tx, id }),
    remove: async (tx, teacher) => {
      const legacy = await tx
        .delete(teacherDocuments)
        .where(eq(teacherDocuments.assignedTo, id))
        .returning({ filename: teacherDocuments.filename });
      // The awards, their counts and their credentials (revoked), the teacher's row locked against new awards.
      await removeRecipientAwards({ tx, userType: 'teacher', userId: id });
      // The portfolio's rows go by cascade; their image files after the commit.
      const portfolio = await portfolioFilesOfTeacher(tx, id);
      await tx.delete(teachers).where(eq(teachers.id, id));
      await tx.delete(users).where(eq(users.id, teacher.userId));
      return [...legacy.map((document) => document.filename), ...portfolio];
    },
    nameOf: (teacher) => teacher.fullName,
    present: presentTeacher,
  });
}

export async function countTeacherDocuments(options: { db: DbOrTx; id: number }): Promise<number> {
  await getTeacher({ db: options.db, id: options.id });
  const [row] = await options.db
    .select({ value: count() })
    .from(unifiedDocuments)
    .where(and(eq(unifiedDocuments.documentType, 'teacher'), eq(unifiedDocuments.entityId, options.id)));
  return row?.value ?? 0;
}
