import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Idea } from '@contracts/ideas';
import { describe, expect, it } from 'vitest';
import { PartLanguage, type ScreenLanguage } from '@/lib/document-language';
import { speak, withTexts } from '@/lib/testing/texts';
import { anIdea } from '../testing/an-idea';
import { IdeaItem } from './idea-item';

const idea: Idea = anIdea({
  id: 1,
  content: 'Más enchufes en la biblioteca',
  votes: 3,
  created_at: new Date(Date.now() - 14 * 60_000).toISOString(),
  updated_at: new Date().toISOString(),
});

/** The idea for a person who reads `lang` (decision 040), optionally inside a part of its own language. */
async function timeOn(lang: ScreenLanguage, part?: ScreenLanguage) {
  await speak(lang);
  const item = h(IdeaItem, { idea, voting: false, onToggleVote: () => {} });
  const Page = () => (part ? h(PartLanguage, { value: part }, item) : item);
  const router = createMemoryRouter([{ path: '/', Component: Page }]);
  return /<time[^>]*>[^<]*<\/time>/.exec(renderToStaticMarkup(withTexts(h(RouterProvider, { router }))))?.[0];
}

describe('IdeaItem time', () => {
  it("speaks the person's language and says so", async () => {
    expect(await timeOn('es')).toMatch(/lang="es"[^>]*>hace 14 minutos</);
    expect(await timeOn('en')).toMatch(/lang="en"[^>]*>14 minutes ago</);
  });

  it("speaks the idea dialog's Spanish over an English screen", async () => {
    expect(await timeOn('en', 'es')).toMatch(/lang="es"[^>]*>hace 14 minutos</);
  });
});

describe('IdeaItem vote button', () => {
  const markupOf = (shown: Idea) => {
    const router = createMemoryRouter([
      {
        path: '/',
        Component: () => h(IdeaItem, { idea: shown, voting: false, onToggleVote: () => {} }),
      },
    ]);
    return renderToStaticMarkup(h(RouterProvider, { router }));
  };
  const buttonOf = (markup: string) => /<button[^>]*>/.exec(markup)?.[0] ?? '';

  it('names the idea it votes for', () => {
    const button = buttonOf(markupOf(idea));
    expect(button).toContain('aria-label="Votar por «Más enchufes en la biblioteca»"');
    expect(button).not.toMatch(/\sdisabled=""/);
  });

  it("is disabled on the author's own idea, and says why", () => {
    const markup = markupOf({ ...idea, is_mine: true, can: { ...idea.can, vote: false } });
    expect(buttonOf(markup)).toMatch(/\sdisabled=""/);
    expect(markup).toContain('No puedes votar por tu propia idea.');
  });
});
