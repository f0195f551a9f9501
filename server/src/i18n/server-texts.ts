import fs from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@contracts/languages';
import { asDeclared, setTranslator, type Text, type TextValues } from '@contracts/i18n/texts';
import { PROJECT_ROOT } from '../lib/project-paths';
import '@contracts/i18n/zod-defaults';

/**
 * The server's side of decision 040: the catalogues of the contracts' and the server's texts, read from their .po
 * files once (every way the server runs — its bundle, tsx, Vitest — reads the same files), one Lingui instance per
 * language, and the translator that writes a text in the language of the request being answered.
 */
const CATALOGUE_FOLDERS = ['contracts/locales', 'contracts/locales/areas', 'server/src/locales'];

async function messagesOf(language: Language): Promise<Messages> {
  const po = formatter({ lineNumbers: false, origins: false });
  const messages: Messages = {};
  for (const folder of CATALOGUE_FOLDERS) {
    const filename = path.join(PROJECT_ROOT, folder, `${language}.po`);
    if (!fs.existsSync(filename)) continue;
    const catalogue = await po.parse(fs.readFileSync(filename, 'utf8'), {
      locale: language,
      sourceLocale: '',
      filename,
    });
    for (const [id, entry] of Object.entries(catalogue)) if (entry.translation) messages[id] = entry.translation;
  }
  return messages;
}

let instances: Record<Language, I18n> | undefined;

/** Reads the catalogues (start-up, once; again after `reload`), and makes the server write texts through them. */
export async function loadServerTexts(options: { languageNow: () => Language }): Promise<void> {
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => {
      const i18n = setupI18n();
      i18n.setMessagesCompiler(compileMessage);
      i18n.loadAndActivate({ locale: language, messages: await messagesOf(language) });
      return [language, i18n] as const;
    }),
  );
  instances = Object.fromEntries(entries) as Record<Language, I18n>;
  setTranslator((text, values) => textIn(options.languageNow(), text, values));
}

/**
 * A day the server writes in words (`{name, date, long}`: '15 de enero de 2026', 'January 15, 2026') is a calendar
 * day in UTC, as the credentials and the database keep it, whatever the time zone the server runs in.
 */
const SERVER_FORMATS = {
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} as const;

/** `text` in `language` (its declared words, should the catalogues not be read). */
export function textIn(language: Language, text: Text, values?: TextValues): string {
  const i18n = instances?.[language];
  if (!i18n) return asDeclared(text, values);
  return i18n._(text.id, values, { message: text.message, formats: SERVER_FORMATS });
}
