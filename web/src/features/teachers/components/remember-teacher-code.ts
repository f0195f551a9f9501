import { LAST_TEACHER_CODE_KEY } from '@/config/ui';

/** Keeps the code of the last teacher opened under localStorage last_teacher_code (spec §2.5, §9). */
export function rememberTeacherCode(code: string | null): void {
  try {
    if (code) localStorage.setItem(LAST_TEACHER_CODE_KEY, code);
    else localStorage.removeItem(LAST_TEACHER_CODE_KEY);
  } catch {
    /* storage unavailable: nothing to remember */
  }
}
