/**
 * The query-key root of every cached document answer: the lists of any owner and the statistics. What uploads,
 * downloads or deletes a document — the documents feature, the shared profile-photo widget — invalidates it.
 */
export const DOCUMENTS_QUERY_ROOT = ['documents'] as const;
