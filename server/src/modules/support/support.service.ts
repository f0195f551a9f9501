import { NO_SUPPORT_CONTACTS, type SupportContacts } from '@contracts/support';

/** The configured contacts as the route answers them: each channel not set is null. */
export function presentSupportContacts(contacts: Partial<SupportContacts> | undefined): SupportContacts {
  return {
    whatsapp: contacts?.whatsapp ?? NO_SUPPORT_CONTACTS.whatsapp,
    email: contacts?.email ?? NO_SUPPORT_CONTACTS.email,
    discord_url: contacts?.discord_url ?? NO_SUPPORT_CONTACTS.discord_url,
    hours: contacts?.hours ?? NO_SUPPORT_CONTACTS.hours,
  };
}
