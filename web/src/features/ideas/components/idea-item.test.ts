import { createElement as h } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Idea } from '@contracts/ideas';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '@contracts/languages';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { anIdea } from '../testing/an-idea';
import { IdeaItem } from './idea-item';

const idea: Idea = anIdea({
  id: 1,
  content: 'Más enchufes en la biblioteca',
  votes: 3,
  created_at: new Date(Date.now() - 14 * 60_000).toISOString(),
  updated_at: new Date().toISOString(),
});

function activate(language: Language) {
  i18n.load(language, language === 'es' ? es : en);
  i18n.activate(language);
}

/** The idea as a screen shows it, in the active language, on a route that declares another (router.tsx `page(...)`). */
function markupOf(shown: Idea, routeLang: Language = 'es') {
  const router = createMemoryRouter([
    {
      path: '/',
      Component: () => h(IdeaItem, { idea: shown, voting: false, onToggleVote: () => {} }),
      handle: { title: 'Página', lang: routeLang },
    },
  ]);
  return renderToStaticMarkup(h(I18nProvider, { i18n }, h(RouterProvider, { router })));
}
const timeOf = (markup: string) => /<time[^>]*>[^<]*<\/time>/.exec(markup)?.[0];

beforeEach(() => activate('es'));

describe('IdeaItem time', () => {
  it("speaks the person's language and says so, whatever the route declares", () => {
    expect(timeOf(markupOf(idea, 'en'))).toMatch(/lang="es"[^>]*>hace 14 minutos</);
    activate('en');
    expect(timeOf(markupOf(idea, 'es'))).toMatch(/lang="en"[^>]*>14 minutes ago</);
  });
});

describe('IdeaItem vote button', () => {
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

  it('speaks English to a person who chose it, with the votes counted', () => {
    activate('en');
    const markup = markupOf({ ...idea, is_mine: true, votes: 1, can: { ...idea.can, vote: false } });
    expect(buttonOf(markup)).toContain('aria-label="Vote for “Más enchufes en la biblioteca”"');
    expect(markup).toContain('You cannot vote for your own idea.');
    expect(markup).toContain('1 vote<');
    expect(markupOf(idea)).toContain('3 votes<');
  });
});
