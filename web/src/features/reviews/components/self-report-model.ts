import {
  REVIEW_RECORD_KINDS,
  type Review,
  type ReviewDraftInput,
  type ReviewRecordItem,
  type ReviewRecordKind,
} from '@contracts/reviews';

/** The self-report as the form holds it: each section's text and the keys of what it highlights. */
export interface SelfReportValues {
  sections: { id: string; text: string; highlights: string[] }[];
}

const keyOf = (item: Pick<ReviewRecordItem, 'kind' | 'ref_id'>) => `${item.kind}:${item.ref_id}`;

/** The review's sections as the form's values. */
export function selfReportValues(review: Review): SelfReportValues {
  return {
    sections: review.sections.map((section) => ({
      id: section.id,
      text: section.text,
      highlights: section.highlights.map(keyOf),
    })),
  };
}

/**
 * What a section may highlight: the record of the period, then what was highlighted before and is no longer in it
 * (kept as saved), each once, in the record's order.
 */
export function highlightOptions(review: Review): ReviewRecordItem[] {
  const seen = new Set<string>();
  const options: ReviewRecordItem[] = [];
  for (const item of [...review.record, ...review.sections.flatMap((section) => section.highlights)]) {
    const key = keyOf(item);
    if (seen.has(key)) continue;
    seen.add(key);
    options.push(item);
  }
  return options;
}

/** 'activity:12' back to its kind and id; undefined for anything else. */
export function parseItemKey(key: string): { kind: ReviewRecordKind; ref_id: number } | undefined {
  const [kind, id] = key.split(':');
  const refId = Number(id);
  if (!REVIEW_RECORD_KINDS.includes(kind as ReviewRecordKind) || !Number.isInteger(refId) || refId <= 0)
    return undefined;
  return { kind: kind as ReviewRecordKind, ref_id: refId };
}

/** The body of PUT /api/reviews/{id}/draft. */
export function draftInputOf(values: SelfReportValues): ReviewDraftInput {
  return {
    sections: values.sections.map((section) => ({
      id: section.id,
      text: section.text,
      highlights: section.highlights.flatMap((key) => parseItemKey(key) ?? []),
    })),
  };
}
