import { i18n } from '@lingui/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_HOURS, NO_SUPPORT_CONTACTS } from '@contracts/support';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { SPEC_SUPPORT_HOURS, supportChannels, supportHours } from './support-contacts';

describe("the 'Need assistance?' dialog's contacts (issue 24)", () => {
  beforeEach(() => {
    i18n.load({ es, en });
    i18n.activate('en');
  });

  it('shows no channel (hence no placeholder) when the server has none set or could not be read', () => {
    expect(supportChannels(NO_SUPPORT_CONTACTS)).toEqual([]);
    expect(supportChannels(null)).toEqual([]);
    expect(supportChannels({ ...NO_SUPPORT_CONTACTS, hours: 'Siempre' })).toEqual([]);
  });

  it('shows each configured channel with its link, in the dialog order, and leaves out the others', () => {
    const channels = supportChannels({
      whatsapp: '+502 5555-1234',
      email: null,
      discord_url: 'https://discord.gg/escuela',
      hours: null,
    });
    expect(channels).toEqual([
      { kind: 'whatsapp', label: 'WhatsApp', text: '+502 5555-1234', href: 'https://wa.me/50255551234' },
      {
        kind: 'discord',
        label: 'Discord',
        text: 'Open a support ticket on Discord',
        href: 'https://discord.gg/escuela',
      },
    ]);
    expect(supportChannels({ ...NO_SUPPORT_CONTACTS, email: 'ayuda@escuela.edu' })).toEqual([
      { kind: 'email', label: 'Support email', text: 'ayuda@escuela.edu', href: 'mailto:ayuda@escuela.edu' },
    ]);
  });

  it("shows the configured hours, else the specification's", () => {
    expect(SPEC_SUPPORT_HOURS.message).toBe(DEFAULT_SUPPORT_HOURS);
    expect(supportHours({ ...NO_SUPPORT_CONTACTS, hours: 'Lunes a viernes, 7:00 a 15:00' })).toBe(
      'Lunes a viernes, 7:00 a 15:00',
    );
    expect(supportHours(NO_SUPPORT_CONTACTS)).toBe(DEFAULT_SUPPORT_HOURS);
  });

  it("writes its own words in the person's language; the school's hours stay as typed", () => {
    i18n.activate('es');
    expect(supportHours(NO_SUPPORT_CONTACTS)).toBe('De lunes a viernes, de 8:00 a 18:00');
    expect(supportHours({ ...NO_SUPPORT_CONTACTS, hours: 'Always' })).toBe('Always');
    expect(supportChannels({ ...NO_SUPPORT_CONTACTS, email: 'ayuda@escuela.edu' })[0]?.label).toBe('Correo de soporte');
  });
});
