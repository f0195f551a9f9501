import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_HOURS, NO_SUPPORT_CONTACTS } from '@contracts/support';
import { SPEC_SUPPORT_HOURS, supportChannels, supportHours } from './support-contacts';

describe("the 'Need assistance?' dialog's contacts (issue 24)", () => {
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
    expect(SPEC_SUPPORT_HOURS).toBe(DEFAULT_SUPPORT_HOURS);
    expect(supportHours({ ...NO_SUPPORT_CONTACTS, hours: 'Lunes a viernes, 7:00 a 15:00' })).toBe(
      'Lunes a viernes, 7:00 a 15:00',
    );
    expect(supportHours(NO_SUPPORT_CONTACTS)).toBe(SPEC_SUPPORT_HOURS);
  });
});
