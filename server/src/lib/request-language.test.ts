import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const answer = (headers: { cookie?: string; 'accept-language'?: string }, chosen?: 'es' | 'en' | null) =>
  requestLanguage({ account: chosen === undefined ? undefined : { language: chosen }, headers, schoolLanguage: 'es' });

describe('requestLanguage', () => {
  it("takes the person's choice over the cookie and the browser", () => {
    expect(answer({ cookie: 'lang=es', 'accept-language': 'es' }, 'en')).toBe('en');
  });

  it("speaks the school's language to a signed-in person who has chosen none, whatever the browser asks", () => {
    expect(answer({ cookie: 'session=x; lang=en', 'accept-language': 'en-US,en;q=0.9' }, null)).toBe('es');
    expect(
      requestLanguage({ account: { language: null }, headers: { 'accept-language': 'es' }, schoolLanguage: 'en' }),
    ).toBe('en');
  });

  it('takes the login screen cookie over the browser when signed out', () => {
    expect(answer({ cookie: 'session=x; lang=en', 'accept-language': 'es-ES,es;q=0.9' })).toBe('en');
  });

  it("takes the best language of the browser's that the product speaks, regional variants included", () => {
    expect(answer({ 'accept-language': 'en-US,en;q=0.9,es;q=0.8' })).toBe('en');
    expect(answer({ 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5,es;q=0.4' })).toBe('en');
    expect(answer({ 'accept-language': 'es-GT' })).toBe('es');
    expect(answer({ 'accept-language': 'en;q=0.2,es;q=0.8' })).toBe('es');
  });

  it("falls back to the school's language on an unknown cookie, a browser asking for neither or no header", () => {
    expect(answer({ cookie: 'lang=fr', 'accept-language': 'de, fr' })).toBe('es');
    expect(answer({})).toBe('es');
    expect(requestLanguage({ headers: { 'accept-language': 'de' }, schoolLanguage: 'en' })).toBe('en');
  });
});
