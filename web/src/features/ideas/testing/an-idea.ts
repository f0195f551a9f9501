import type { Idea } from '@contracts/ideas';

/** An idea as the board answers it, for the ideas feature's tests; `overrides` sets what a test is about. */
export function anIdea(overrides: Partial<Idea> & Pick<Idea, 'id'>): Idea {
  return {
    // eslint-disable-next-line lingui/no-unlocalized-strings -- test data standing for what a person typed
    content: `Idea ${overrides.id}`,
    votes: 0,
    status: 'new',
    staff_reply: null,
    replied_at: null,
    voted_by_me: false,
    author: 'ana',
    is_mine: false,
    can: { delete: false, moderate: false, vote: true },
    created_at: '2026-11-26T00:00:00.000Z',
    updated_at: '2026-11-26T00:00:00.000Z',
    ...overrides,
  };
}
