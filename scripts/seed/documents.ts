import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { DocumentOwnerKind, DocumentTag } from '../../contracts/catalogues/documents';
import type { DbOrTx } from '../../server/src/db/client';
import { courses, students, teachers, unifiedDocuments } from '../../server/src/db/schema/index';
import {
  applyDocumentCounters,
  bumpYearlyCounter,
} from '../../server/src/modules/documents/document-statistics.service';
import { processStoredPhoto } from '../../server/src/modules/photos/photo-processing';
import type { FileStorage } from '../../server/src/storage/file-storage';
import { simplePdf } from './pdf';
import { portraitPng } from './png';

const PALETTE = ['#6d28d9', '#db2777', '#0891b2', '#16a34a', '#ea580c', '#4f46e5', '#0d9488', '#be123c'];

async function store(
  db: DbOrTx,
  storage: FileStorage,
  file: { content: Buffer; extension: string; mime: string; originalName: string },
  owner: { kind: DocumentOwnerKind; entityId: number; tag: DocumentTag; isProfilePhoto?: boolean; uploadedBy: number },
): Promise<number> {
  const name = storage.newName(file.extension);
  const { size } = await storage.writeTemporary(name, Readable.from([file.content]));
  const [row] = await db
    .insert(unifiedDocuments)
    .values({
      originalName: file.originalName,
      filename: name,
      fileType: file.mime,
      fileSize: size,
      path: name,
      documentType: owner.kind,
      documentTag: owner.tag,
      entityId: owner.entityId,
      isProfilePhoto: owner.isProfilePhoto ?? false,
      visibility: owner.isProfilePhoto ? 'public' : 'private',
      uploadedBy: owner.uploadedBy,
    })
    .returning();
  await applyDocumentCounters(db, [row!], 1);
  await bumpYearlyCounter(db, 'uploaded');
  await storage.publish(name);
  return row!.id;
}

/** Photos (processed into their sizes as uploads are) and CVs for the teachers, a pensum for each course, photos and certificates for students; files are encrypted like real uploads. */
export async function seedDocuments(db: DbOrTx, storage: FileStorage, staffUserId: number): Promise<number> {
  let count = 0;
  const teacherRows = await db.select().from(teachers).orderBy(teachers.id);
  for (const [index, teacher] of teacherRows.entries()) {
    if (index % 5 !== 4) {
      const photo = portraitPng(160, PALETTE[index % PALETTE.length]!, PALETTE[(index + 3) % PALETTE.length]!);
      const photoId = await store(
        db,
        storage,
        { content: photo, extension: 'png', mime: 'image/png', originalName: 'foto-perfil.png' },
        {
          kind: 'teacher',
          entityId: teacher.id,
          tag: 'otro',
          isProfilePhoto: true,
          uploadedBy: staffUserId,
        },
      );
      await db
        .update(teachers)
        .set({ profilePhoto: `/api/document-direct/${photoId}?t=${Date.now()}` })
        .where(eq(teachers.id, teacher.id));
      await processStoredPhoto({ db, storage, documentId: photoId });
      count += 1;
    }
    const cv = simplePdf(`Curriculum Vitae - ${teacher.fullName}`, [
      `Codigo: ${teacher.teacherCode ?? ''}`,
      `Correo: ${teacher.email}`,
      `Experiencia: ${teacher.experienceYears ?? 0} anios`,
      teacher.bio ?? '',
    ]);
    await store(
      db,
      storage,
      { content: cv, extension: 'pdf', mime: 'application/pdf', originalName: `CV ${teacher.fullName}.pdf` },
      {
        kind: 'teacher',
        entityId: teacher.id,
        tag: 'cv',
        uploadedBy: index === 0 ? teacher.userId : staffUserId,
      },
    );
    count += 1;
  }
  for (const course of await db.select().from(courses).orderBy(courses.id)) {
    const pensum = simplePdf(`Pensum - ${course.name}`, [`Codigo: ${course.courseCode}`, course.description ?? '']);
    await store(
      db,
      storage,
      { content: pensum, extension: 'pdf', mime: 'application/pdf', originalName: `Pensum ${course.courseCode}.pdf` },
      {
        kind: 'course',
        entityId: course.id,
        tag: 'pensum',
        uploadedBy: staffUserId,
      },
    );
    count += 1;
  }
  // The first twelve students: a photo and an enrolment certificate each (the demo student is the first).
  for (const [index, student] of (await db.select().from(students).orderBy(students.id).limit(12)).entries()) {
    const photo = portraitPng(160, PALETTE[(index + 1) % PALETTE.length]!, PALETTE[(index + 4) % PALETTE.length]!);
    const photoId = await store(
      db,
      storage,
      { content: photo, extension: 'png', mime: 'image/png', originalName: 'foto-perfil.png' },
      {
        kind: 'student',
        entityId: student.id,
        tag: 'otro',
        isProfilePhoto: true,
        uploadedBy: staffUserId,
      },
    );
    await db
      .update(students)
      .set({ profilePhoto: `/api/document-direct/${photoId}?t=${Date.now()}` })
      .where(eq(students.id, student.id));
    await processStoredPhoto({ db, storage, documentId: photoId });
    const certificate = simplePdf(`Constancia de inscripcion - ${student.fullName}`, [
      `Carne: ${student.studentId}`,
      `Programa: ${student.program ?? ''}`,
    ]);
    await store(
      db,
      storage,
      {
        content: certificate,
        extension: 'pdf',
        mime: 'application/pdf',
        originalName: `Constancia ${student.studentId}.pdf`,
      },
      {
        kind: 'student',
        entityId: student.id,
        tag: 'constancia',
        uploadedBy: staffUserId,
      },
    );
    count += 2;
  }
  return count;
}
