/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Support contacts of the login's 'Need assistance?' dialog. */
  readonly VITE_SUPPORT_WHATSAPP?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_SUPPORT_DISCORD_URL?: string;
}
