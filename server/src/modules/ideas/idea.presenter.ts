import type { Idea, IdeaAbilities } from '@contracts/ideas';
import type { IdeaRow } from './idea.service';

/** An idea as `viewerId` sees it, with what they may do with it (idea.policy.ts, ideaRulesFor). */
export function presentIdea(row: IdeaRow, viewerId: number, can: IdeaAbilities): Idea {
  return {
    id: row.id,
    content: row.content,
    votes: row.votes,
    status: row.status as Idea['status'],
    staff_reply: row.staffReply,
    replied_at: row.repliedAt?.toISOString() ?? null,
    voted_by_me: row.votedByMe,
    author: row.author,
    is_mine: row.userId === viewerId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    can,
  };
}
