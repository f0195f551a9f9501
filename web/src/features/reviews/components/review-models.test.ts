import { describe, expect, it } from 'vitest';
import { ReviewCycleInputSchema, type Review } from '@contracts/reviews';
import { rowsSearch } from '../api/reviews';
import { cycleInputOf, emptyCycleValues, moved, newSectionId, valuesFromCycle } from './cycle-form-model';
import { nonZeroStates } from './cycle-progress';
import { batchPercent } from '@/components/zip-batch';
import { draftInputOf, highlightOptions, parseItemKey, selfReportValues } from './self-report-model';

describe('the cycle form', () => {
  it('starts a new cycle with this year, every active teacher and the default sections and scale', () => {
    const values = emptyCycleValues(new Date('2026-11-29T12:00:00Z'));
    expect(values.year).toBe('2026');
    expect(values.teacher_scope).toBe('all_active');
    expect(values.sections.map((section) => section.id)).toEqual(['teaching', 'professional', 'service', 'goals']);
    expect(values.sections[0]?.title).toBe('Docencia');
    expect(values.rating_scale).toEqual(['Sobresaliente', 'Satisfactorio', 'Necesita mejorar']);
  });

  it('gives an added section an id of the contract’s pattern that no other section has', () => {
    expect(newSectionId(['teaching', 'goals'])).toBe('seccion_3');
    expect(newSectionId(['teaching', 'seccion_2'])).toBe('seccion_3');
    expect(newSectionId(['seccion_2', 'seccion_3'])).toBe('seccion_4');
    expect(/^[a-z][a-z0-9_]{0,39}$/.test(newSectionId([]))).toBe(true);
  });

  it('moves an item of a list without changing the list it was given', () => {
    const list = ['a', 'b', 'c'];
    expect(moved(list, 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moved(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });

  it('sends what the contract takes: the year as a number, the teachers without their names', () => {
    const values = {
      ...emptyCycleValues(new Date('2026-01-10T12:00:00Z')),
      name: 'Revisión 2026',
      default_reviewer_id: 7,
      assignments: [{ teacher_id: 3, teacher_name: 'Ana', reviewer_id: 8 }],
      deadlines: { self_report: '2027-01-15', evaluation: '2027-02-15', response: '2027-03-01' },
    };
    const input = cycleInputOf(values);
    expect(input.year).toBe(2026);
    expect(input.assignments).toEqual([{ teacher_id: 3, reviewer_id: 8 }]);
    expect(ReviewCycleInputSchema.safeParse(input).success).toBe(true);
    // A teacher without a reviewer is refused by the contract, not sent.
    const missing = cycleInputOf({
      ...values,
      assignments: [{ teacher_id: 3, teacher_name: 'Ana', reviewer_id: null }],
    });
    expect(ReviewCycleInputSchema.safeParse(missing).success).toBe(false);
  });

  it('reads a saved cycle back into the form', () => {
    const values = valuesFromCycle({
      id: 1,
      name: 'R',
      year: 2025,
      state: 'draft',
      deadlines: { self_report: '2026-01-01', evaluation: '2026-02-01', response: '2026-03-01' },
      teachers: 1,
      counts: { not_started: 0, draft: 0, submitted: 0, returned: 0, evaluated: 0, acknowledged: 0, closed: 0 },
      late: 0,
      opened_at: null,
      closed_at: null,
      created_at: '2025-12-01T00:00:00Z',
      can: { edit: true, delete: true, open: true, close: false, view_progress: true, download_documents: false },
      teacher_scope: 'chosen',
      default_reviewer: null,
      sections: [{ id: 'teaching', title: 'Docencia' }],
      rating_scale: ['Bien', 'Mal'],
      assignments: [{ teacher: { id: 4, name: 'Luis' }, reviewer: { id: 9, name: 'Eva' }, review_id: null }],
      created_by: null,
    });
    expect(values.year).toBe('2025');
    expect(values.default_reviewer_id).toBeNull();
    expect(values.assignments).toEqual([{ teacher_id: 4, teacher_name: 'Luis', reviewer_id: 9 }]);
  });
});

const item = (kind: 'course' | 'activity' | 'work', refId: number, title = `${kind} ${refId}`) => ({
  kind,
  ref_id: refId,
  title,
  detail: null,
  date: null,
});

describe('the self-report form', () => {
  const review = {
    sections: [
      { id: 'teaching', title: 'Docencia', text: 'Texto', highlights: [item('course', 1)], comment: null },
      // Highlighted when saved, and since gone from the record: still offered, as saved.
      { id: 'goals', title: 'Objetivos', text: '', highlights: [item('work', 9)], comment: null },
    ],
    record: [item('course', 1), item('activity', 2)],
  } as unknown as Review;

  it('offers the record, then what was highlighted and is no longer in it, each once', () => {
    expect(highlightOptions(review).map((each) => `${each.kind}:${each.ref_id}`)).toEqual([
      'course:1',
      'activity:2',
      'work:9',
    ]);
  });

  it('holds highlights as keys and sends them back as kind and id', () => {
    const values = selfReportValues(review);
    expect(values.sections[0]).toEqual({ id: 'teaching', text: 'Texto', highlights: ['course:1'] });
    values.sections[1]!.highlights.push('activity:2', 'nonsense', 'badge:0');
    expect(draftInputOf(values).sections[1]?.highlights).toEqual([
      { kind: 'work', ref_id: 9 },
      { kind: 'activity', ref_id: 2 },
    ]);
    expect(parseItemKey('credential:12')).toEqual({ kind: 'credential', ref_id: 12 });
    expect(parseItemKey('teacher:12')).toBeUndefined();
  });
});

describe('the progress screen', () => {
  it('asks the list and the CSV for the filters chosen, and nothing for "all"', () => {
    expect(rowsSearch({ state: 'all', reviewerId: 'all', lateOnly: false }).toString()).toBe('');
    expect(rowsSearch({ state: 'submitted', reviewerId: 5, lateOnly: true }).toString()).toBe(
      'state=submitted&reviewer_id=5&late=true',
    );
  });

  it('names the states that have reviews, in the states’ order', () => {
    expect(
      nonZeroStates({ not_started: 2, draft: 0, submitted: 1, returned: 0, evaluated: 0, acknowledged: 0, closed: 3 }),
    ).toEqual([
      { state: 'not_started', count: 2 },
      { state: 'submitted', count: 1 },
      { state: 'closed', count: 3 },
    ]);
  });

  it('counts a batch’s progress from the PDFs done and failed', () => {
    expect(batchPercent(undefined)).toBe(0);
    expect(batchPercent({ total: 0, done: 0, failed: 0 })).toBe(0);
    expect(batchPercent({ total: 4, done: 1, failed: 1 })).toBe(50);
    expect(batchPercent({ total: 3, done: 3, failed: 0 })).toBe(100);
  });
});
