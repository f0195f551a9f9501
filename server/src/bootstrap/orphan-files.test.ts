import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, TEST_KEY, type TestContext } from '../../test/build-app';
import { createTestDatabase } from '../../test/database';
import { multipart, sampleFiles } from '../../test/multipart';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { teachers } from '../db/schema/index';
import { createLocalStorage } from '../storage/file-storage';
import { removeOrphanFiles } from './orphan-files';

let handle: DatabaseHandle;
let context: TestContext;

beforeAll(async () => {
  handle = await createTestDatabase();
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-test-'));
  const app = await buildApp({
    db: handle.db,
    storage: createLocalStorage({ root: filesDir, key: TEST_KEY }),
    webDistDir: '/nonexistent',
  });
  context = { app, db: handle.db, filesDir };
});
afterAll(async () => {
  await context.app.close();
  fs.rmSync(context.filesDir, { recursive: true, force: true });
});

describe('removeOrphanFiles', () => {
  it('removes a published file no row names, and keeps documents and files published after its cut-off', async () => {
    const teacher = await signInAs(context, 'teacher');
    const [row] = await context.db.select().from(teachers).where(eq(teachers.userId, teacher.id));
    const body = multipart({ document_type: 'teacher', document_tag: 'cv', entity_id: String(row!.id) }, [
      { filename: 'cv.pdf', content: sampleFiles.pdf() },
    ]);
    const upload = await context.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, ...teacher.auth },
    });
    expect(upload.statusCode).toBe(201);
    const before = fs.readdirSync(context.filesDir).filter((name) => !name.startsWith('.'));
    expect(before).toHaveLength(1);

    // A crash between the rename and the commit leaves a file without its row.
    fs.writeFileSync(path.join(context.filesDir, '0b9b2c52-crashed.pdf'), 'no row names me');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const cutOff = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 20));
    fs.writeFileSync(path.join(context.filesDir, '5d1e7f00-in-flight.pdf'), 'my transaction has not committed yet');

    const removed = await removeOrphanFiles({ pool: handle.pool, root: context.filesDir, before: cutOff });
    expect(removed).toEqual(['0b9b2c52-crashed.pdf']);
    expect(
      fs
        .readdirSync(context.filesDir)
        .filter((name) => !name.startsWith('.'))
        .sort(),
    ).toEqual([...before, '5d1e7f00-in-flight.pdf'].sort());
  });
});
