import { z } from 'zod';

/*
 * The support contacts of the login's 'Need assistance?' dialog (spec §2.1), set at run time by the server's
 * SUPPORT_* environment variables (README's configuration table). A channel not set is null: the dialog leaves it out,
 * and with none set it tells the person whom to ask instead of showing a placeholder.
 */

export const SupportContactsSchema = z.object({
  /** The WhatsApp number as people should read it (`+502 5555-1234`). */
  whatsapp: z.string().nullable(),
  email: z.string().nullable(),
  /** The Discord channel where active students open a support ticket. */
  discord_url: z.string().nullable(),
  /** When the support team answers; null: the specification's hours. */
  hours: z.string().nullable(),
});
export type SupportContacts = z.infer<typeof SupportContactsSchema>;

/** The hours the specification gives (§2.1), shown when SUPPORT_HOURS is not set. */
export const DEFAULT_SUPPORT_HOURS = 'Monday to Friday, 8:00 AM to 6:00 PM';

/** No channel configured: what the server answers when no SUPPORT_* variable is set. */
export const NO_SUPPORT_CONTACTS: SupportContacts = { whatsapp: null, email: null, discord_url: null, hours: null };

export function hasSupportChannel(contacts: SupportContacts): boolean {
  return Boolean(contacts.whatsapp || contacts.email || contacts.discord_url);
}
