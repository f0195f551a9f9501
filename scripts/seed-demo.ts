/**
 * Fills a realistic demo school: 32 teachers, 100 students with grades, 15 courses, 10 badges with images awarded to
 * teachers (each award with its signed Open Badges credential), certifications from other institutions kept (verified)
 * on six teacher records, each teacher's faculty record (5 to 15 entries, some verified, some returned), a few ideas,
 * the yearly reviews (last year's cycle closed, this year's open with reviews in every state, some late; a second
 * staff account, coordinacion@demo.school, reviews half of them), and one staff, one teacher and one student account
 * whose credentials it prints.
 * Uses the same database, files and credential signing key as `npm start` (DATABASE_URL or the embedded database
 * in DATA_DIR; DATA_DIR/credential-signing.key or CREDENTIAL_SIGNING_KEY); stop the server first. The credentials
 * name the school and its address by SCHOOL_NAME and PUBLIC_URL (or PORT): seed with the product's settings.
 * A school already seeded is left as it is, except that demo badges and awards seeded before badges had images
 * and credentials get them.
 */
import fs from 'node:fs';
import { eq, inArray } from 'drizzle-orm';
import { openDatabase } from '../server/src/bootstrap/database';
import { loadConfig } from '../server/src/config';
import { teachers, users } from '../server/src/db/schema/index';
import { lockDataDir } from '../server/src/lib/data-dir-lock';
import { encryptionKeyFrom } from '../server/src/lib/encryption-key';
import { createLocalStorage } from '../server/src/storage/file-storage';
import path from 'node:path';
import { credentialIssuerFrom } from '../server/src/modules/credentials/credential-issuer';
import { recordActivity } from '../server/src/shared/activities/activity.service';
import { hashPassword } from '../server/src/modules/auth/password';
import { notify } from '../server/src/modules/notifications/notification.service';
import { createRandom } from './seed/random';
import { seedDocuments } from './seed/documents';
import { completeDemoBadges, seedBadges } from './seed/badges';
import { seedExternalCredentials } from './seed/external-credentials';
import { seedPortfolios } from './seed/portfolio';
import { seedActivityRecords } from './seed/activity-record';
import { seedPublicPages } from './seed/public-pages';
import { seedEnrolments } from './seed/enrolments';
import { seedQualifications } from './seed/qualifications';
import { seedReviews } from './seed/reviews';
import { seedCourses, seedGrades, seedIdeas, seedStudents, seedTeachers } from './seed/school';

const ACCOUNTS = {
  staff: { email: 'staff@demo.school', password: 'demo-staff-2026', username: 'demo.staff' },
  teacher: { email: 'teacher@demo.school', password: 'demo-teacher-2026', username: 'demo.teacher' },
  student: { email: 'student@demo.school', password: 'demo-student-2026', username: 'demo.student' },
} as const;

async function main() {
  const config = loadConfig();
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o711 });
  const unlock = lockDataDir(config.dataDir);
  const database = await openDatabase(config, (line) => console.log(line));
  const storage = createLocalStorage({ root: path.join(config.dataDir, 'files'), key: encryptionKeyFrom(config) });
  try {
    // The product's issuer and key, so that the seeded credentials verify on the running product.
    const issuer = await credentialIssuerFrom(config);
    const { db } = database;
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, ACCOUNTS.staff.email));
    if (existing) {
      const completed = await db.transaction((tx) => completeDemoBadges(tx, storage, issuer));
      console.log('The demo school is already seeded.');
      if (completed.images > 0 || completed.credentials > 0) {
        console.log(`Completed its badges: ${completed.images} images and ${completed.credentials} credentials added.`);
      }
    } else {
      const started = Date.now();
      let documentCount = 0;
      let awardCount = 0;
      let gradeCount = 0;
      let enrolmentCount = 0;
      let externalCount = 0;
      let portfolioCount = 0;
      let activityCount = 0;
      let publicPageCount = 0;
      let qualifications = { degree: 0, experience: 0, flagged: 0 };
      let reviewCount = 0;
      await db.transaction(async (tx) => {
        const random = createRandom(20261122);
        const sharedHash = await hashPassword('demo-password-2026');
        const insertAccount = async (role: keyof typeof ACCOUNTS) => {
          const account = ACCOUNTS[role];
          const [row] = await tx
            .insert(users)
            .values({
              email: account.email,
              username: account.username,
              passwordHash: await hashPassword(account.password),
              role,
            })
            .returning({ id: users.id });
          return row!.id;
        };
        const staffId = await insertAccount('staff');
        const teacherUserId = await insertAccount('teacher');
        const studentUserId = await insertAccount('student');
        const teacherIds = await seedTeachers(tx, random, sharedHash, teacherUserId);
        const studentIds = await seedStudents(tx, random, sharedHash, studentUserId);
        const seededBadges = await seedBadges(tx, storage, issuer, random, teacherIds, staffId);
        awardCount = seededBadges.awards;
        await seedCourses(tx, random, teacherIds, seededBadges.codes);
        gradeCount = await seedGrades(tx, random, studentIds);
        // Its own sequence: the rosters leave the rest of the demo school as it was.
        enrolmentCount = await seedEnrolments(tx, createRandom(20261142), studentIds);
        await seedIdeas(tx, [staffId, teacherUserId, studentUserId]);
        documentCount = await seedDocuments(tx, storage, staffId);
        externalCount = await seedExternalCredentials(tx, random, teacherIds, staffId);
        portfolioCount = await seedPortfolios(tx, storage, teacherIds);
        // After the documents and works its evidence links to; its own sequence.
        activityCount = await seedActivityRecords(tx, staffId);
        // After the works and entries its pages feature.
        publicPageCount = (await seedPublicPages(tx, staffId)).published;
        // Last: the qualifications table's bases rest on the courses, the teachers and their records.
        qualifications = await seedQualifications(tx, staffId);
        // The yearly reviews rest on the teachers' records of the year (their highlights).
        const reviewed = await tx
          .select({ id: teachers.id, userId: teachers.userId })
          .from(teachers)
          .where(inArray(teachers.id, teacherIds));
        reviewed.sort((a, b) => teacherIds.indexOf(a.id) - teacherIds.indexOf(b.id));
        reviewCount = await seedReviews(tx, reviewed, staffId, sharedHash);
        for (const userId of [staffId, teacherUserId, studentUserId]) {
          await notify({ db: tx, userId, code: 'demoWelcome' });
        }
        await recordActivity(tx, { userId: staffId, activity: { code: 'demoSeeded' } });
      });
      console.log(
        `Demo school seeded in ${((Date.now() - started) / 1000).toFixed(1)} s: 32 teachers, 100 students, 15 courses, ${gradeCount} grades, ${enrolmentCount} enrolments, 10 badges (${awardCount} awards with their credentials), ${documentCount} documents and photos, ${externalCount} credentials from elsewhere on teacher records, ${portfolioCount} portfolio works, ${activityCount} faculty record entries, ${publicPageCount} published public pages; the qualifications table: ${qualifications.degree} courses by degree, ${qualifications.experience} by experience, ${qualifications.flagged} flagged; ${reviewCount} yearly reviews (last year's cycle closed, this year's open).`,
      );
      console.log('Other seeded teachers and students sign in with the password demo-password-2026.');
    }
    console.log('Demo accounts:');
    for (const [role, account] of Object.entries(ACCOUNTS))
      console.log(`  ${role.padEnd(8)} ${account.email} / ${account.password}`);
  } finally {
    storage.releaseTemporaryFolder();
    await database.close();
    unlock();
  }
}

main().catch((error: unknown) => {
  console.error('Seeding failed:', error instanceof Error ? error.message : error);
  process.exit(1);
});
