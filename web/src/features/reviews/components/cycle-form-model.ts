import type { FieldError, Resolver, ResolverResult } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { labelText } from '@contracts/catalogues/catalogue';
import { translate } from '@contracts/i18n/texts';
import {
  REVIEW_DEFAULT_SCALE,
  REVIEW_DEFAULT_SECTIONS,
  REVIEW_MESSAGES,
  ReviewCycleInputSchema,
  type ReviewCycle,
  type ReviewCycleFields,
  type ReviewCycleInput,
} from '@contracts/reviews';

/** A teacher of the cycle as the form holds it: their name is shown, never sent. */
export interface AssignmentValues {
  teacher_id: number;
  teacher_name: string;
  /** A staff member's user id; null until chosen (the contract's message then names the field). */
  reviewer_id: number | null;
}

/** The cycle form's values: the contract's input, with the teachers' names beside their ids. */
export interface CycleFormValues {
  name: string;
  year: string;
  teacher_scope: 'all_active' | 'chosen';
  default_reviewer_id: number | null;
  assignments: AssignmentValues[];
  deadlines: { self_report: string; evaluation: string; response: string };
  sections: { id: string; title: string }[];
  rating_scale: string[];
}

/** A new cycle: this year, every active teacher, the default sections and scale in the reader's language. */
export function emptyCycleValues(today = new Date()): CycleFormValues {
  return {
    name: '',
    year: String(today.getFullYear()),
    teacher_scope: 'all_active',
    default_reviewer_id: null,
    assignments: [],
    deadlines: { self_report: '', evaluation: '', response: '' },
    sections: REVIEW_DEFAULT_SECTIONS.map((section) => ({ id: section.id, title: labelText(section.title) })),
    rating_scale: REVIEW_DEFAULT_SCALE.map((label) => labelText(label)),
  };
}

/** A saved cycle (in draft) as the form's values. */
export function valuesFromCycle(cycle: ReviewCycle): CycleFormValues {
  return {
    name: cycle.name,
    year: String(cycle.year),
    teacher_scope: cycle.teacher_scope,
    default_reviewer_id: cycle.default_reviewer?.id ?? null,
    assignments: cycle.assignments.map((assignment) => ({
      teacher_id: assignment.teacher.id,
      teacher_name: assignment.teacher.name,
      reviewer_id: assignment.reviewer.id,
    })),
    deadlines: { ...cycle.deadlines },
    sections: cycle.sections.map((section) => ({ ...section })),
    rating_scale: [...cycle.rating_scale],
  };
}

/**
 * An id for a section added in the form, unused by the others: 'seccion_N' (the contract's pattern: lower-case
 * letters, digits and underscores). A renamed section keeps its id, so texts stay under it.
 */
export function newSectionId(taken: readonly string[]): string {
  let number = taken.length + 1;
  while (taken.includes(`seccion_${number}`)) number += 1;
  return `seccion_${number}`;
}

/** `list` with the item at `from` moved to `to` (both in range), as a new array. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** What the server takes (POST/PUT /api/review-cycles): the names dropped, the year as a number. */
export function cycleInputOf(values: CycleFormValues): ReviewCycleInput {
  return {
    name: values.name,
    year: Number(values.year),
    teacher_scope: values.teacher_scope,
    default_reviewer_id: values.default_reviewer_id,
    assignments: values.assignments.map((assignment) => ({
      teacher_id: assignment.teacher_id,
      reviewer_id: assignment.reviewer_id ?? Number.NaN,
    })),
    deadlines: values.deadlines,
    sections: values.sections,
    rating_scale: values.rating_scale,
  };
}

/**
 * The form's check: the contract's own schema (its messages) on what would be sent; the parsed input is handed to
 * the submit. Field paths are the same in both shapes.
 */
export function cycleResolver(): Resolver<CycleFormValues, unknown, ReviewCycleFields> {
  const resolve = zodResolver(ReviewCycleInputSchema);
  return async (values, context, options) => {
    const result = await resolve(cycleInputOf(values), context, options as never);
    // A teacher without a reviewer: the contract's 'Cada profesor necesita un evaluador', not the id's message.
    const assignments = result.errors.assignments as unknown as
      ({ reviewer_id?: FieldError } | undefined)[] | undefined;
    values.assignments.forEach((assignment, index) => {
      if (assignment.reviewer_id !== null || !Array.isArray(assignments)) return;
      const row = assignments[index];
      if (row?.reviewer_id)
        row.reviewer_id = { ...row.reviewer_id, message: translate(REVIEW_MESSAGES.reviewerRequired) };
    });
    return result as unknown as ResolverResult<CycleFormValues, ReviewCycleFields>;
  };
}
