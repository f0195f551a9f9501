import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import type { Idea } from '@contracts/ideas';
import { api } from '@/lib/api-client';
import { anIdea } from '../testing/an-idea';
import { boardCutNote, fetchIdeaBoard } from './ideas';

const idea = (id: number): Idea => anIdea({ id });

describe('the idea board says what it cut (issue 23)', () => {
  beforeEach(() => {
    i18n.load({ es, en });
    i18n.activate('es');
  });
  afterEach(() => vi.restoreAllMocks());

  it('says how many it shows of how many match, only when it shows fewer', () => {
    expect(boardCutNote({ items: [idea(1), idea(2)], total: 2 })).toBeUndefined();
    expect(boardCutNote({ items: [idea(1), idea(2)], total: 350 })).toBe('Mostrando 2 de 350 ideas');
    i18n.activate('en');
    expect(boardCutNote({ items: [idea(1), idea(2)], total: 350 })).toBe('Showing 2 of 350 ideas');
  });

  it('reads how many match from X-Total-Count, and counts what it got when the header is missing', async () => {
    const getResponse = vi
      .spyOn(api, 'getResponse')
      .mockResolvedValueOnce(new Response(JSON.stringify([idea(1)]), { headers: { 'X-Total-Count': '350' } }))
      .mockResolvedValueOnce(new Response(JSON.stringify([idea(1), idea(2)])));
    expect(await fetchIdeaBoard('/api/ideas?sort=votes')).toEqual({ items: [idea(1)], total: 350 });
    expect(getResponse.mock.calls[0]![0]).toBe('/api/ideas?sort=votes');
    expect(await fetchIdeaBoard('/api/ideas')).toEqual({ items: [idea(1), idea(2)], total: 2 });
  });
});
