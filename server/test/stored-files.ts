import fs from 'node:fs';
import path from 'node:path';
import { unifiedDocuments } from '../src/db/schema/index';
import type { TestContext, TestUser } from './build-app';

const filesBelow = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesBelow(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));

/** Every file the test app stored (published or temporary), sorted: part of what a refusal must leave as it was. */
export const storedFiles = (context: TestContext): string[] => filesBelow(context.filesDir).sort();

/**
 * Every stored file (published or temporary), every document row's id and the document statistics as `staff` reads
 * them: what a refused upload must leave as it was.
 */
export async function storedDocuments(context: TestContext, staff: TestUser) {
  const rows = await context.db.select({ id: unifiedDocuments.id }).from(unifiedDocuments);
  const stats = (
    await context.app.inject({ method: 'GET', url: '/api/documents/statistics', headers: staff.auth })
  ).json().stats;
  return { files: storedFiles(context), rows: rows.map((row) => row.id).sort((a, b) => a - b), stats };
}
