import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { TAB_FIELDS, type TeacherFormValues } from './form-model';

const KNOWN_FIELDS = new Set(Object.values(TAB_FIELDS).flat());

/** Puts a validation error's `issues: [{path, message}]` on the matching fields; true when any was placed. */
export function applyServerIssues(error: unknown, setError: UseFormSetError<TeacherFormValues>): boolean {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_FAILED') return false;
  let issues: unknown;
  try {
    issues = (JSON.parse(error.body) as { issues?: unknown }).issues;
  } catch {
    return false;
  }
  if (!Array.isArray(issues)) return false;
  let placed = false;
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    const path = Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path ?? '');
    const field = KNOWN_FIELDS.has(path) ? path : path.split('.')[0];
    if (field && KNOWN_FIELDS.has(field) && typeof issue.message === 'string') {
      setError(field as FieldPath<TeacherFormValues>, { type: 'server', message: issue.message });
      placed = true;
    }
  }
  return placed;
}
