import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { buildTestApp } from '../../../test/build-app';

describe('GET /api/support-contacts', () => {
  it('answers the SUPPORT_* variables, without a session, cacheable', async () => {
    const config = loadConfig({
      SUPPORT_WHATSAPP: ' +502 5555-1234 ',
      SUPPORT_EMAIL: 'ayuda@escuela.edu',
      SUPPORT_DISCORD_URL: 'https://discord.gg/escuela',
      SUPPORT_HOURS: 'Lunes a viernes, 7:00 a 15:00',
    });
    const { app } = await buildTestApp({ supportContacts: config.supportContacts });
    const response = await app.inject({ method: 'GET', url: '/api/support-contacts' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.json()).toEqual({
      whatsapp: '+502 5555-1234',
      email: 'ayuda@escuela.edu',
      discord_url: 'https://discord.gg/escuela',
      hours: 'Lunes a viernes, 7:00 a 15:00',
    });
  });

  it('answers null for each channel when none is set (no placeholder)', async () => {
    const config = loadConfig({ SUPPORT_EMAIL: '  ' });
    const { app } = await buildTestApp({ supportContacts: config.supportContacts });
    const response = await app.inject({ method: 'GET', url: '/api/support-contacts' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ whatsapp: null, email: null, discord_url: null, hours: null });
  });

  it('refuses a malformed value at start-up, naming the variable', () => {
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not-an-email' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SUPPORT_DISCORD_URL: 'discord.gg/x' })).toThrow(/SUPPORT_DISCORD_URL/);
  });
});
