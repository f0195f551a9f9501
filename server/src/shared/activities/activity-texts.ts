import type { Language } from '@contracts/languages';
import { asDeclared, type Text, type TextValues } from '@contracts/i18n/texts';
import { textIn } from '../../i18n/server-texts';
import { UNTITLED_WORDS } from './untitled-credential-texts';

/**
 * What an audit log entry says (decision 040): stored as the code of one of these texts and its parameters, and
 * written in the reader's language when the log is read (the audit screen, its CSV, the overview's recent activity).
 * The entry's `activity` column keeps the words as declared — English, as the log was written before — for whatever
 * reads the table itself and for entries of before. A parameter the school typed (a name, a title) stays as typed;
 * one listed under `words` is a code written in the reader's language (a kind of person, a status).
 */
export type ActivityParams = Record<string, string | number>;

interface ActivityKind {
  text: Text;
  words?: Record<string, Record<string, Text>>;
}

const PERSON_KIND_WORDS: Record<string, Text> = {
  teacher: /*i18n*/ { id: 'activity.word.teacher', message: 'teacher' },
  student: /*i18n*/ { id: 'activity.word.student', message: 'student' },
  staff: /*i18n*/ { id: 'activity.word.staff', message: 'staff' },
};

const ROLE_WORDS: Record<string, Text> = {
  teacher: /*i18n*/ { id: 'activity.word.role.teacher', message: 'teacher' },
  student: /*i18n*/ { id: 'activity.word.role.student', message: 'student' },
  staff: /*i18n*/ { id: 'activity.word.role.staff', message: 'staff' },
};

const IMPORT_KIND_WORDS: Record<string, Text> = {
  teachers: /*i18n*/ { id: 'activity.word.teachers', message: 'teachers' },
  students: /*i18n*/ { id: 'activity.word.students', message: 'students' },
};

const IDEA_STATUS_WORDS: Record<string, Text> = {
  new: /*i18n*/ { id: 'activity.word.idea.new', message: 'Nueva' },
  under_review: /*i18n*/ { id: 'activity.word.idea.under_review', message: 'En revisión' },
  planned: /*i18n*/ { id: 'activity.word.idea.planned', message: 'Planificada' },
  done: /*i18n*/ { id: 'activity.word.idea.done', message: 'Hecha' },
  declined: /*i18n*/ { id: 'activity.word.idea.declined', message: 'Descartada' },
};

const SEMESTER_WORDS: Record<string, Text> = {
  '1': /*i18n*/ { id: 'activity.word.semester.1', message: 'Primer semestre' },
  '2': /*i18n*/ { id: 'activity.word.semester.2', message: 'Segundo semestre' },
  verano: /*i18n*/ { id: 'activity.word.semester.verano', message: 'Verano' },
};

const kind = (text: Text, words?: ActivityKind['words']): ActivityKind => ({ text, ...(words ? { words } : {}) });

export const ACTIVITY_KINDS = {
  // Signing in and the own account
  signedIn: kind(/*i18n*/ { id: 'activity.signedIn', message: 'Signed in' }),
  signedInWith: kind(/*i18n*/ { id: 'activity.signedInWith', message: 'Signed in with {provider}' }),
  signedInBy: kind(/*i18n*/ { id: 'activity.signedInBy', message: 'Signed in ({method})' }),
  signedOut: kind(/*i18n*/ { id: 'activity.signedOut', message: 'Signed out' }),
  changedPassword: kind(/*i18n*/ { id: 'activity.changedPassword', message: 'Changed password' }),
  changedLanguage: kind(/*i18n*/ { id: 'activity.changedLanguage', message: 'Changed language' }),
  setPasswordFromLink: kind(
    /*i18n*/ { id: 'activity.setPasswordFromLink', message: 'Set password from a one-time link' },
  ),
  passwordResetAsked: kind(/*i18n*/ { id: 'activity.passwordResetAsked', message: 'Password reset link asked for' }),
  firstAdminCreated: kind(/*i18n*/ { id: 'activity.firstAdminCreated', message: 'First staff administrator created' }),
  demoSeeded: kind(/*i18n*/ { id: 'activity.demoSeeded', message: 'Seeded the demo school' }),
  // Users
  userCreated: kind(
    /*i18n*/ { id: 'activity.userCreated', message: 'Created user {username} ({role})' },
    {
      role: ROLE_WORDS,
    },
  ),
  userUpdated: kind(/*i18n*/ { id: 'activity.userUpdated', message: 'Updated user {username}' }),
  userDisabled: kind(/*i18n*/ { id: 'activity.userDisabled', message: 'Disabled user {username}' }),
  userEnabled: kind(/*i18n*/ { id: 'activity.userEnabled', message: 'Enabled user {username}' }),
  userPasswordReset: kind(/*i18n*/ { id: 'activity.userPasswordReset', message: 'Reset the password of {username}' }),
  userDeleted: kind(/*i18n*/ { id: 'activity.userDeleted', message: 'Deleted user {username}' }),
  ssoStudentCreated: kind(
    /*i18n*/ {
      id: 'activity.ssoStudentCreated',
      message: 'Created student account {username} on first sign-in with {provider}',
    },
  ),
  // Second factors
  totpOn: kind(/*i18n*/ { id: 'activity.totpOn', message: 'Turned on two-factor sign-in (authenticator app)' }),
  totpOff: kind(/*i18n*/ { id: 'activity.totpOff', message: 'Turned off two-factor sign-in (authenticator app)' }),
  recoveryCodesMade: kind(/*i18n*/ { id: 'activity.recoveryCodesMade', message: 'Made new recovery codes' }),
  recoveryCodeUsed: kind(/*i18n*/ { id: 'activity.recoveryCodeUsed', message: 'Used a recovery code' }),
  passkeyAdded: kind(/*i18n*/ { id: 'activity.passkeyAdded', message: 'Added a passkey ({name})' }),
  passkeyRemoved: kind(/*i18n*/ { id: 'activity.passkeyRemoved', message: 'Removed a passkey ({name})' }),
  secondFactorsRemoved: kind(
    /*i18n*/ { id: 'activity.secondFactorsRemoved', message: 'Removed the second factors of {username}' },
  ),
  staffSecondFactorRequired: kind(
    /*i18n*/ { id: 'activity.staffSecondFactorRequired', message: 'Required a second factor for staff' },
  ),
  staffSecondFactorNotRequired: kind(
    /*i18n*/ { id: 'activity.staffSecondFactorNotRequired', message: 'Stopped requiring a second factor for staff' },
  ),
  // Sign-in providers and trusted issuers
  ssoProviderAdded: kind(/*i18n*/ { id: 'activity.ssoProviderAdded', message: 'Added sign-in provider {name}' }),
  ssoProviderChanged: kind(/*i18n*/ { id: 'activity.ssoProviderChanged', message: 'Changed sign-in provider {name}' }),
  ssoProviderRemoved: kind(/*i18n*/ { id: 'activity.ssoProviderRemoved', message: 'Removed sign-in provider {name}' }),
  trustedIssuerAdded: kind(
    /*i18n*/ { id: 'activity.trustedIssuerAdded', message: 'Added trusted issuer {name} ({did})' },
  ),
  trustedIssuerRenamed: kind(
    /*i18n*/ {
      id: 'activity.trustedIssuerRenamed',
      message: 'Renamed trusted issuer {did}: {before} → {after}',
    },
  ),
  trustedIssuerRemoved: kind(
    /*i18n*/ { id: 'activity.trustedIssuerRemoved', message: 'Removed trusted issuer {name} ({did})' },
  ),
  // People
  teacherCreated: kind(/*i18n*/ { id: 'activity.teacherCreated', message: 'Created teacher {name}' }),
  teacherUpdated: kind(/*i18n*/ { id: 'activity.teacherUpdated', message: 'Updated teacher {name}' }),
  ownTeacherProfileUpdated: kind(
    /*i18n*/ { id: 'activity.ownTeacherProfileUpdated', message: 'Updated own teacher profile' },
  ),
  studentCreated: kind(/*i18n*/ { id: 'activity.studentCreated', message: 'Created student {name}' }),
  studentUpdated: kind(/*i18n*/ { id: 'activity.studentUpdated', message: 'Updated student {name}' }),
  ownStudentProfileUpdated: kind(
    /*i18n*/ { id: 'activity.ownStudentProfileUpdated', message: 'Updated own student profile' },
  ),
  ownStudentPhotoUpdated: kind(
    /*i18n*/ { id: 'activity.ownStudentPhotoUpdated', message: 'Updated own student photo' },
  ),
  ownStudentPhotoRemoved: kind(
    /*i18n*/ { id: 'activity.ownStudentPhotoRemoved', message: 'Removed own student photo' },
  ),
  photoUpdated: kind(
    /*i18n*/ { id: 'activity.photoUpdated', message: 'Updated {kind} photo' },
    {
      kind: PERSON_KIND_WORDS,
    },
  ),
  photoRemoved: kind(
    /*i18n*/ { id: 'activity.photoRemoved', message: 'Removed {kind} photo' },
    {
      kind: PERSON_KIND_WORDS,
    },
  ),
  ownerDeleted: kind(
    /*i18n*/ { id: 'activity.ownerDeleted', message: 'Deleted {kind} {name}' },
    {
      kind: PERSON_KIND_WORDS,
    },
  ),
  peopleImported: kind(
    /*i18n*/ {
      id: 'activity.peopleImported',
      message: 'Imported {kind}: {created} created, {updated} updated, {rejected} rejected',
    },
    { kind: IMPORT_KIND_WORDS },
  ),
  // Courses, rosters and grades
  courseCreated: kind(/*i18n*/ { id: 'activity.courseCreated', message: 'Created course {name}' }),
  courseUpdated: kind(/*i18n*/ { id: 'activity.courseUpdated', message: 'Updated course {name}' }),
  qualificationStated: kind(
    /*i18n*/ {
      id: 'activity.qualificationStated',
      message: 'Stated the qualification of {teacher} for course {course}: {basis}',
    },
    {
      basis: {
        degree: /*i18n*/ { id: 'activity.word.basis.degree', message: 'degree in the field' },
        experience: /*i18n*/ { id: 'activity.word.basis.experience', message: 'professional experience' },
      },
    },
  ),
  gradeRecorded: kind(/*i18n*/ { id: 'activity.gradeRecorded', message: 'Recorded grade of {student} in {course}' }),
  gradeCorrected: kind(/*i18n*/ { id: 'activity.gradeCorrected', message: 'Corrected grade of {student} in {course}' }),
  gradeRecordedNotEnrolled: kind(
    /*i18n*/ {
      id: 'activity.gradeRecordedNotEnrolled',
      message: 'Recorded grade of {student} in {course} (not enrolled)',
    },
  ),
  gradeCorrectedNotEnrolled: kind(
    /*i18n*/ {
      id: 'activity.gradeCorrectedNotEnrolled',
      message: 'Corrected grade of {student} in {course} (not enrolled)',
    },
  ),
  enrolledStudent: kind(
    /*i18n*/ {
      id: 'activity.enrolledStudent',
      message: 'Enrolled {count} student in {course} ({semester} {year}) ({student})',
    },
    { semester: SEMESTER_WORDS },
  ),
  enrolledOneFromFile: kind(
    /*i18n*/ {
      id: 'activity.enrolledOneFromFile',
      message: 'Enrolled {count} student in {course} ({semester} {year}) from a file',
    },
    { semester: SEMESTER_WORDS },
  ),
  enrolledFromFile: kind(
    /*i18n*/ {
      id: 'activity.enrolledFromFile',
      message: 'Enrolled {count} students in {course} ({semester} {year}) from a file',
    },
    { semester: SEMESTER_WORDS },
  ),
  enrolledOneCopied: kind(
    /*i18n*/ {
      id: 'activity.enrolledOneCopied',
      message:
        'Enrolled {count} student in {course} ({semester} {year}) copied from {source} ({sourceSemester} {sourceYear})',
    },
    { semester: SEMESTER_WORDS, sourceSemester: SEMESTER_WORDS },
  ),
  enrolledCopied: kind(
    /*i18n*/ {
      id: 'activity.enrolledCopied',
      message:
        'Enrolled {count} students in {course} ({semester} {year}) copied from {source} ({sourceSemester} {sourceYear})',
    },
    { semester: SEMESTER_WORDS, sourceSemester: SEMESTER_WORDS },
  ),
  studentUnenrolled: kind(
    /*i18n*/ { id: 'activity.studentUnenrolled', message: 'Removed {student} from {course} ({semester} {year})' },
    { semester: SEMESTER_WORDS },
  ),
  gradeDeleted: kind(/*i18n*/ { id: 'activity.gradeDeleted', message: 'Deleted grade in {course}' }),
  // Badges
  badgeCreated: kind(/*i18n*/ { id: 'activity.badgeCreated', message: 'Created badge {name}' }),
  badgeUpdated: kind(/*i18n*/ { id: 'activity.badgeUpdated', message: 'Updated badge {name}' }),
  badgeDeleted: kind(/*i18n*/ { id: 'activity.badgeDeleted', message: 'Deleted badge {name}' }),
  badgeAssigned: kind(
    /*i18n*/ { id: 'activity.badgeAssigned', message: 'Assigned badge {name} to {kind} {id}' },
    {
      kind: PERSON_KIND_WORDS,
    },
  ),
  badgeRemoved: kind(
    /*i18n*/ { id: 'activity.badgeRemoved', message: 'Removed badge {name} from {kind} {id}' },
    {
      kind: PERSON_KIND_WORDS,
    },
  ),
  awardRunStarted: kind(
    /*i18n*/ {
      id: 'activity.awardRunStarted',
      message: 'Started awarding badge {name} to {count} people',
    },
  ),
  // CVs (issue 45)
  cvBatchStarted: kind(
    /*i18n*/ {
      id: 'activity.cvBatchStarted',
      message: 'Started the CVs of all {count} active teachers as one ZIP',
    },
  ),
  // The yearly review
  reviewCycleCreated: kind(/*i18n*/ { id: 'activity.reviewCycleCreated', message: 'Created review cycle {name}' }),
  reviewCycleUpdated: kind(/*i18n*/ { id: 'activity.reviewCycleUpdated', message: 'Updated review cycle {name}' }),
  reviewCycleDeleted: kind(/*i18n*/ { id: 'activity.reviewCycleDeleted', message: 'Deleted review cycle {name}' }),
  reviewCycleOpened: kind(
    /*i18n*/ { id: 'activity.reviewCycleOpened', message: 'Opened review cycle {name} ({count} reviews)' },
  ),
  reviewCycleClosed: kind(/*i18n*/ { id: 'activity.reviewCycleClosed', message: 'Closed review cycle {name}' }),
  reviewDraftSaved: kind(/*i18n*/ { id: 'activity.reviewDraftSaved', message: 'Saved the self-report of {cycle}' }),
  reviewSubmitted: kind(/*i18n*/ { id: 'activity.reviewSubmitted', message: 'Submitted the self-report of {cycle}' }),
  reviewReturned: kind(
    /*i18n*/ { id: 'activity.reviewReturned', message: 'Returned the self-report of {teacher} ({cycle})' },
  ),
  reviewEvaluationSaved: kind(
    /*i18n*/ { id: 'activity.reviewEvaluationSaved', message: 'Saved the evaluation of {teacher} ({cycle})' },
  ),
  reviewEvaluated: kind(
    /*i18n*/ { id: 'activity.reviewEvaluated', message: 'Sent the evaluation of {teacher} ({cycle})' },
  ),
  reviewAcknowledged: kind(
    /*i18n*/ { id: 'activity.reviewAcknowledged', message: 'Responded to and acknowledged the evaluation of {cycle}' },
  ),
  reviewClosed: kind(/*i18n*/ { id: 'activity.reviewClosed', message: 'Closed the review of {teacher} ({cycle})' }),
  reviewRead: kind(
    /*i18n*/ {
      id: 'activity.reviewRead',
      message: 'Read the review of {teacher} ({cycle}) without being its reviewer: {reason}',
    },
  ),
  reviewDocumentRead: kind(
    /*i18n*/ {
      id: 'activity.reviewDocumentRead',
      message: 'Downloaded the review document of {teacher} ({cycle}) without being its reviewer: {reason}',
    },
  ),
  reviewBatchStarted: kind(
    /*i18n*/ {
      id: 'activity.reviewBatchStarted',
      message: 'Started the documents of review cycle {name} as one ZIP: {reason}',
    },
  ),
  // Documents
  documentUploaded: kind(/*i18n*/ { id: 'activity.documentUploaded', message: 'Uploaded document {name}' }),
  documentDeleted: kind(/*i18n*/ { id: 'activity.documentDeleted', message: 'Deleted document {name}' }),
  documentExpirySet: kind(/*i18n*/ { id: 'activity.documentExpirySet', message: 'Set the expiry of {name}' }),
  // Ideas
  ideaSubmitted: kind(/*i18n*/ { id: 'activity.ideaSubmitted', message: 'Submitted an idea' }),
  ideaMoved: kind(
    /*i18n*/ { id: 'activity.ideaMoved', message: 'Moved an idea to {status}' },
    {
      status: IDEA_STATUS_WORDS,
    },
  ),
  ideaDeleted: kind(/*i18n*/ { id: 'activity.ideaDeleted', message: 'Deleted an idea' }),
  // Portfolio
  portfolioTechniqueAdded: kind(
    /*i18n*/ { id: 'activity.portfolioTechniqueAdded', message: 'Added portfolio technique {name}' },
  ),
  portfolioTechniqueRenamed: kind(
    /*i18n*/ {
      id: 'activity.portfolioTechniqueRenamed',
      message: 'Renamed portfolio technique {before} to {after}',
    },
  ),
  portfolioTechniqueRemoved: kind(
    /*i18n*/ { id: 'activity.portfolioTechniqueRemoved', message: 'Removed portfolio technique {name}' },
  ),
  portfolioWorkAdded: kind(/*i18n*/ { id: 'activity.portfolioWorkAdded', message: 'Added portfolio work {title}' }),
  portfolioWorkDeleted: kind(
    /*i18n*/ { id: 'activity.portfolioWorkDeleted', message: 'Deleted portfolio work {title}' },
  ),
  portfolioWorkImageReplaced: kind(
    /*i18n*/ {
      id: 'activity.portfolioWorkImageReplaced',
      message: 'Replaced the image of portfolio work {title}',
    },
  ),
  portfolioReordered: kind(/*i18n*/ { id: 'activity.portfolioReordered', message: 'Reordered portfolio' }),
  portfolioWorkUpdated: kind(
    /*i18n*/ { id: 'activity.portfolioWorkUpdated', message: 'Updated portfolio work {title}' },
  ),
  portfolioWorkHidden: kind(/*i18n*/ { id: 'activity.portfolioWorkHidden', message: 'Hid portfolio work {title}' }),
  portfolioWorkShown: kind(
    /*i18n*/ { id: 'activity.portfolioWorkShown', message: 'Showed portfolio work {title} again' },
  ),
  // The faculty record (issue 45)
  activityEntryAdded: kind(/*i18n*/ { id: 'activity.activityEntryAdded', message: 'Added record entry {title}' }),
  activityEntryUpdated: kind(/*i18n*/ { id: 'activity.activityEntryUpdated', message: 'Updated record entry {title}' }),
  activityEntryDeleted: kind(/*i18n*/ { id: 'activity.activityEntryDeleted', message: 'Deleted record entry {title}' }),
  activityEntryVerified: kind(
    /*i18n*/ { id: 'activity.activityEntryVerified', message: 'Verified record entry {title}' },
  ),
  activityEntryReturned: kind(
    /*i18n*/ { id: 'activity.activityEntryReturned', message: 'Returned record entry {title} to its teacher' },
  ),
  // Public faculty pages (issue 47)
  publicPageUpdated: kind(/*i18n*/ { id: 'activity.publicPageUpdated', message: 'Changed the public page of {name}' }),
  publicPageSubmitted: kind(
    /*i18n*/ { id: 'activity.publicPageSubmitted', message: 'Asked to publish the public page of {name}' },
  ),
  publicPageApproved: kind(
    /*i18n*/ { id: 'activity.publicPageApproved', message: 'Published the public page of {name}' },
  ),
  publicPageTakenDown: kind(
    /*i18n*/ { id: 'activity.publicPageTakenDown', message: 'Took down the public page of {name}' },
  ),
  // Credentials from elsewhere
  externalCredentialAddedVerified: kind(
    /*i18n*/ {
      id: 'activity.externalCredentialAddedVerified',
      message: 'Added external credential {title} (#{id}): verified',
    },
    { title: UNTITLED_WORDS },
  ),
  externalCredentialAddedPending: kind(
    /*i18n*/ {
      id: 'activity.externalCredentialAddedPending',
      message: 'Added external credential {title} (#{id}): pending review',
    },
    { title: UNTITLED_WORDS },
  ),
  externalCredentialRecheckedVerified: kind(
    /*i18n*/ {
      id: 'activity.externalCredentialRecheckedVerified',
      message: 'Re-checked external credential {title} (#{id}): verified',
    },
    { title: UNTITLED_WORDS },
  ),
  externalCredentialRecheckedNotVerified: kind(
    /*i18n*/ {
      id: 'activity.externalCredentialRecheckedNotVerified',
      message: 'Re-checked external credential {title} (#{id}): not verified',
    },
    { title: UNTITLED_WORDS },
  ),
  externalCredentialDeleted: kind(
    /*i18n*/ {
      id: 'activity.externalCredentialDeleted',
      message: 'Deleted external credential {title} (#{id})',
    },
    { title: UNTITLED_WORDS },
  ),
  externalCredentialAccepted: kind(
    /*i18n*/ {
      id: 'activity.externalCredentialAccepted',
      message: 'Accepted external credential {title} (#{id}) after review; checks passed: {checks}',
    },
    { title: UNTITLED_WORDS },
  ),
  externalCredentialRejected: kind(
    /*i18n*/ {
      id: 'activity.externalCredentialRejected',
      message: 'Rejected external credential {title} (#{id}) after review; checks passed: {checks}',
    },
    { title: UNTITLED_WORDS },
  ),
} satisfies Record<string, ActivityKind>;

export type ActivityCode = keyof typeof ACTIVITY_KINDS;

/** An entry's words: the code of one of ACTIVITY_KINDS and its parameters. */
export interface ActivityText {
  code: ActivityCode;
  params?: ActivityParams;
}

export function isActivityCode(code: string): code is ActivityCode {
  return Object.hasOwn(ACTIVITY_KINDS, code);
}

/** The entry's words in `language`; without one, as declared (what the `activity` column keeps). */
export function writeActivity(code: ActivityCode, params: ActivityParams = {}, language?: Language): string {
  const activity: ActivityKind = ACTIVITY_KINDS[code];
  const write = (text: Text, values?: TextValues) =>
    language ? textIn(language, text, values) : asDeclared(text, values);
  const values: TextValues = { ...params };
  for (const [name, words] of Object.entries(activity.words ?? {})) {
    const word = words[String(params[name])];
    if (word) values[name] = write(word);
  }
  return write(activity.text, values);
}

/** What an entry read from the table says in `language`: its code's words, else (an entry of before) as stored. */
export function activityIn(
  row: { activity: string; code: string | null; params: ActivityParams | null },
  language: Language,
): string {
  return row.code && isActivityCode(row.code) ? writeActivity(row.code, row.params ?? {}, language) : row.activity;
}
