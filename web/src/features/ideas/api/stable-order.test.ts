import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { Idea } from '@contracts/ideas';
import { anIdea } from '../testing/an-idea';
import { ideasKeys, type IdeaBoardPage } from './ideas';
import { keepOrder } from './stable-order';

const idea = (id: number, votes: number): Idea => anIdea({ id, votes });

const ids = (items: readonly Idea[]) => items.map((entry) => entry.id);

describe('the idea board keeps its order while the person is on it (issue 24)', () => {
  it("keeps the first order after a vote's answer and the refetch that sorts by votes again", () => {
    const client = new QueryClient();
    const key = ideasKeys.board('votes', undefined);
    client.setQueryData<IdeaBoardPage>(key, { items: [idea(1, 3), idea(2, 2), idea(3, 2)], total: 3 });
    const first = keepOrder(undefined, client.getQueryData<IdeaBoardPage>(key)!.items);
    expect(ids(first)).toEqual([1, 2, 3]);

    // The vote's answer, as useToggleIdeaVote writes it into the board: idea 3 now has 4 votes.
    const voted = { ...idea(3, 4), voted_by_me: true };
    client.setQueriesData<IdeaBoardPage>({ queryKey: ideasKeys.all }, (board) =>
      board ? { ...board, items: board.items.map((entry) => (entry.id === voted.id ? voted : entry)) } : board,
    );
    const afterAnswer = keepOrder(ids(first), client.getQueryData<IdeaBoardPage>(key)!.items);
    expect(ids(afterAnswer)).toEqual([1, 2, 3]);

    // The refetch answers the server's order (most voted first): the board still shows the first order, new counts.
    client.setQueryData<IdeaBoardPage>(key, { items: [voted, idea(1, 3), idea(2, 2)], total: 3 });
    const afterRefetch = keepOrder(ids(afterAnswer), client.getQueryData<IdeaBoardPage>(key)!.items);
    expect(ids(afterRefetch)).toEqual([1, 2, 3]);
    expect(afterRefetch[2]).toMatchObject({ id: 3, votes: 4, voted_by_me: true });
  });

  it('puts an idea not shown before on top and drops one that is gone', () => {
    expect(ids(keepOrder([1, 2, 3], [idea(9, 0), idea(3, 5), idea(1, 1)]))).toEqual([9, 1, 3]);
  });

  it("shows the server's order when there is none yet (a new view: re-sorted, reopened, reloaded)", () => {
    expect(ids(keepOrder(undefined, [idea(3, 5), idea(1, 1)]))).toEqual([3, 1]);
  });
});
