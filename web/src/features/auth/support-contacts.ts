import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import type { SupportContacts } from '@contracts/support';
import { api } from '@/lib/api-client';

/*
 * Support contacts shown by the 'Need assistance?' dialog: set at run time by the server's SUPPORT_* variables
 * (README's configuration table) and read from GET /api/support-contacts. No placeholder: a channel not set is left
 * out, and with none set the dialog tells the person whom to ask.
 */

export type { SupportContacts };

/** The specification's hours (§2.1; DEFAULT_SUPPORT_HOURS of contracts/support.ts, not imported: the login's budget). */
export const SPEC_SUPPORT_HOURS = msg`Monday to Friday, 8:00 AM to 6:00 PM`;

/** A channel: its kind, its name and the text of its link (in the active language), and where the link goes. */
export interface SupportChannel {
  kind: 'whatsapp' | 'email' | 'discord';
  label: string;
  text: string;
  href: string;
}

export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** The channels the school configured, in the dialog's order; empty when none is set. */
export function supportChannels(contacts: SupportContacts | null | undefined): SupportChannel[] {
  if (!contacts) return [];
  const channels: SupportChannel[] = [];
  if (contacts.whatsapp)
    channels.push({
      kind: 'whatsapp',
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a product's name, the same in both languages
      label: 'WhatsApp',
      text: contacts.whatsapp,
      href: whatsappLink(contacts.whatsapp),
    });
  if (contacts.email)
    channels.push({ kind: 'email', label: t`Support email`, text: contacts.email, href: `mailto:${contacts.email}` });
  if (contacts.discord_url)
    channels.push({
      kind: 'discord',
      // eslint-disable-next-line lingui/no-unlocalized-strings -- a product's name, the same in both languages
      label: 'Discord',
      text: t`Open a support ticket on Discord`,
      href: contacts.discord_url,
    });
  return channels;
}

/** The hours shown under the channels: the configured ones as typed, else the specification's (in the active language). */
export function supportHours(contacts: SupportContacts | null | undefined): string {
  return contacts?.hours || i18n._(SPEC_SUPPORT_HOURS);
}

export function fetchSupportContacts(signal?: AbortSignal): Promise<SupportContacts> {
  return api.get<SupportContacts>('/api/support-contacts', { signal });
}
