import fs from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { connectDatabase } from '../../server/src/db/client';
import { teachers } from '../../server/src/db/schema/index';
import { encryptionKeyFrom } from '../../server/src/lib/encryption-key';
import { createLocalStorage } from '../../server/src/storage/file-storage';
import { createRandom } from '../seed/random';
import { seedTeacherWorks } from '../seed/portfolio';

/**
 * The Trombinoscopio's portfolio case (issue 26): `perTeacher` public works for every teacher of the bench database,
 * their images generated from SVG and stored through the works' own pipeline (scripts/seed/portfolio.ts) into the data
 * folder the bench server will use, with the key it will read (APP_ENCRYPTION_KEY, or the data folder's key file,
 * created here when absent). Run before the server starts. Answers how many works and how long it took.
 */
export async function seedBenchPortfolios(
  databaseUrl: string,
  dataDir: string,
  perTeacher: number,
): Promise<{ works: number; seconds: number }> {
  const started = performance.now();
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o711 });
  const key = encryptionKeyFrom({ encryptionKeyHex: process.env.APP_ENCRYPTION_KEY || undefined, dataDir });
  const storage = createLocalStorage({ root: path.join(dataDir, 'files'), key });
  const { db, pool } = connectDatabase(databaseUrl, 2);
  try {
    const random = createRandom(2026_0100);
    const ids = (await db.select({ id: teachers.id }).from(teachers).orderBy(asc(teachers.id))).map((row) => row.id);
    for (const teacherId of ids)
      await db.transaction((tx) =>
        seedTeacherWorks(tx, storage, { teacherId, random, count: perTeacher, visibility: () => 'public' }),
      );
    return { works: ids.length * perTeacher, seconds: (performance.now() - started) / 1000 };
  } finally {
    storage.releaseTemporaryFolder();
    await pool.end();
  }
}
