import { CV_MESSAGES, type CvOptions } from '@contracts/cv';
import type { Language } from '@contracts/languages';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../storage/file-storage';
import type { UntrustedWork } from '../../untrusted-work/pool';
import type { SessionUser } from '../auth/session.service';
import { TEACHER_NOT_FOUND } from '../teachers/teacher.service';
import { cvFileName, cvRenderInput, cvTeacher } from './cv-data';
import { canGenerateCvOf } from './cv.policy';

/**
 * GET /api/teachers/{id}/cv.pdf: the teacher's CV, read from the tables on this thread and drawn in the pool's
 * (decision 042). 403 for anyone but the teacher themself and staff; 404 for a teacher staff name that is not.
 */
export async function teacherCv(options: {
  db: DbOrTx;
  storage: FileStorage;
  issuer: { name: string; url: string };
  work: UntrustedWork;
  user: SessionUser;
  teacherId: number;
  cv: CvOptions;
  language: Language;
}): Promise<{ bytes: Uint8Array; fileName: string }> {
  const { db, teacherId } = options;
  if (!(await canGenerateCvOf({ db, user: options.user, teacherId })))
    throw new AppError('FORBIDDEN', CV_MESSAGES.notAllowed);
  const teacher = await cvTeacher(db, teacherId);
  if (!teacher) throw new AppError('TEACHER_NOT_FOUND', TEACHER_NOT_FOUND);
  const input = await cvRenderInput({ ...options, teacher });
  const bytes = await options.work.run('renderCv', input);
  return { bytes, fileName: cvFileName(teacher.fullName) };
}
