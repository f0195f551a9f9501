import {
  createTeacher,
  downloadDocument,
  getTeacherEmail,
  listTeacherDocuments,
  pdfOf,
  sha256,
  uploadDocument,
} from './school-api';

/** What the product answered 201 for before a crash: it must all be there, byte for byte, after the restart. */
export interface Acknowledged {
  teachers: Map<number, string>;
  documents: Map<number, { teacherId: number; sha: string }>;
}

export const noneAcknowledged = (): Acknowledged => ({ teachers: new Map(), documents: new Map() });

/** Creates a teacher and uploads a small document for it, remembering both once acknowledged. */
export async function acknowledgeSome(options: {
  baseUrl: string;
  auth: Record<string, string>;
  into: Acknowledged;
  label: string;
  size: number;
}): Promise<void> {
  const teacher = await createTeacher(options.baseUrl, options.auth, options.label);
  options.into.teachers.set(teacher.id, teacher.email);
  const content = pdfOf(options.size);
  const id = await uploadDocument(options.baseUrl, options.auth, teacher.id, content);
  options.into.documents.set(id, { teacherId: teacher.id, sha: sha256(content) });
}

/** How many acknowledged teachers and documents are missing or changed. */
export async function countLost(options: {
  baseUrl: string;
  auth: Record<string, string>;
  acknowledged: Acknowledged;
}): Promise<{ lost: number; details: string[] }> {
  const { baseUrl, auth, acknowledged } = options;
  const details: string[] = [];
  for (const [id, email] of acknowledged.teachers) {
    if ((await getTeacherEmail(baseUrl, auth, id)) !== email) details.push(`teacher ${id} missing`);
  }
  const listed = new Map<number, Set<number>>();
  for (const [id, document] of acknowledged.documents) {
    if (!listed.has(document.teacherId))
      listed.set(document.teacherId, new Set(await listTeacherDocuments(baseUrl, auth, document.teacherId)));
    if (!listed.get(document.teacherId)?.has(id)) {
      details.push(`document ${id} not listed`);
      continue;
    }
    const content = await downloadDocument(baseUrl, auth, id);
    if (!content) details.push(`document ${id} does not download`);
    else if (sha256(content) !== document.sha) details.push(`document ${id} downloads different bytes`);
  }
  return { lost: details.length, details };
}
