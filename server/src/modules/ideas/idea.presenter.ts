import type { Idea } from '@contracts/ideas';
import type { IdeaRow } from './idea.service';

export function presentIdea(row: IdeaRow, viewerId: number): Idea {
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
  };
}
