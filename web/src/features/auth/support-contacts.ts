/**
 * Support contacts shown by the 'Need assistance?' dialog. The values here are
 * placeholders: set the real ones at build time with VITE_SUPPORT_WHATSAPP,
 * VITE_SUPPORT_EMAIL and VITE_SUPPORT_DISCORD_URL.
 */
const env = import.meta.env;

function pick(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() ? value.trim() : fallback;
}

export const SUPPORT_WHATSAPP = pick(env.VITE_SUPPORT_WHATSAPP, '+502 0000-0000');
export const SUPPORT_EMAIL = pick(env.VITE_SUPPORT_EMAIL, 'soporte@esarte.example');
export const SUPPORT_DISCORD_URL = pick(env.VITE_SUPPORT_DISCORD_URL, 'https://discord.com/channels/esarte/soporte');
export const SUPPORT_HOURS = 'Monday to Friday, 8:00 AM to 6:00 PM';

export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
