import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { LANGUAGE_NAMES } from '../../contracts/languages';
import { entriesOf, poFiles } from '../../scripts/i18n/po-entries';

/**
 * The walk in both languages (issue 44, decision 040): each screen and dialog, seen in Spanish or in English, shows no
 * text of the other language. A text of the other language is found by a short dictionary of that language's common
 * words (function words, and the words of the usual buttons and labels; on an English screen also any word written
 * with Spanish letters: á, é, í, ó, ú, ñ, ¿, ¡) among the screen's visible texts and the names, placeholders and
 * titles of its controls.
 *
 * What the school typed (names, course titles, descriptions) is not the product's text and may be in either language.
 * It is skipped when it is marked with `translate="no"` — not by a `lang` of its own alone, which the shell still puts
 * on its English texts over Spanish screens — or when it is the tests' own data: every name the e2e specs make carries a unique
 * suffix (Date.now() in base 36, e2e/fixtures.ts), so a text with such a token is data, and the texts the walk's seed
 * types without one are listed in the seed (WalkSchool.typed). Marking by the tests' data rather than by changing every
 * display component: the school's texts are shown by dozens of components in the feature folders, and the suffix
 * rule also covers what the other specs, running beside the walk on the same server, put in the shared lists.
 */
export type WalkLanguage = 'es' | 'en';

/** The browser's locale for each language: its `Accept-Language` decides the language of the signed-out screens. */
export const BROWSER_LOCALE: Record<WalkLanguage, string> = { es: 'es-ES', en: 'en-US' };

/**
 * Common words of each language, compared without case. Only words that are not also words of the other language
 * ('no', 'a', 'me', 'son', 'has', 'error', 'total', 'email' are left out), nor parts of country names ('El Salvador');
 * a short word in capitals is a code ('DE', 'ES', 'AL': the teacher cards' countries), not a word.
 */
export const COMMON_WORDS: Record<WalkLanguage, ReadonlySet<string>> = {
  es: new Set([
    ...['de', 'del', 'los', 'las', 'la', 'para', 'con', 'una', 'un', 'por', 'que', 'sin', 'sus', 'su', 'es', 'está'],
    ...[
      'están',
      'más',
      'aún',
      'y',
      'al',
      'se',
      'lo',
      'hay',
      'tiene',
      'tienes',
      'mis',
      'mi',
      'tu',
      'tus',
      'este',
      'esta',
    ],
    ...[
      'guardar',
      'cancelar',
      'buscar',
      'nuevo',
      'nueva',
      'editar',
      'eliminar',
      'cerrar',
      'agregar',
      'añadir',
      'crear',
    ],
    ...['enviar', 'volver', 'cargando', 'reintentar', 'subir', 'descargar', 'ver', 'todos', 'todas', 'ninguno', 'sí'],
    ...['nombre', 'correo', 'contraseña', 'fecha', 'profesor', 'profesores', 'estudiante', 'estudiantes', 'curso'],
    ...['cursos', 'documento', 'documentos', 'nota', 'notas', 'perfil', 'configuración', 'idioma', 'sesión', 'página'],
  ]),
  en: new Set([
    ...['the', 'and', 'with', 'of', 'for', 'to', 'your', 'you', 'this', 'that', 'from', 'is', 'are', 'be', 'does'],
    ...['have', 'was', 'not', 'by', 'or', 'an', 'it', 'its', 'at', 'in', 'yet', 'no-one', 'there', 'here', 'been'],
    ...['save', 'cancel', 'search', 'new', 'edit', 'delete', 'close', 'add', 'create', 'submit', 'back', 'loading'],
    ...['retry', 'upload', 'download', 'view', 'all', 'none', 'name', 'password', 'date', 'teacher', 'teachers'],
    ...['student', 'students', 'course', 'courses', 'document', 'documents', 'grade', 'grades', 'profile', 'settings'],
    ...['language', 'dashboard', 'management', 'failed', 'user', 'users', 'sign', 'yes', 'page', 'select', 'remove'],
    ...['show', 'hide', 'open', 'next', 'previous', 'menu', 'notifications', 'recent', 'activities', 'members'],
  ]),
};

/** Names that stay as they are in both languages, whatever words they are made of. */
const PROPER_NAMES = ['Open Badges', 'Esarte Faculty', 'WhatsApp', 'LinkedIn', 'Linktree'];

export const otherLanguage = (language: WalkLanguage): WalkLanguage => (language === 'es' ? 'en' : 'es');

/** A token of the tests' data: the unique suffix every e2e name carries (letters and digits, 6 or more). */
const TEST_DATA_TOKEN = /(?:^|[^\p{L}\d])(?=[a-z\d]*\d)(?=[a-z\d]*[a-z])[a-z\d]{6,}(?![\p{L}\d])/iu;

/** The visible texts of the page (or of its top dialog), and the names and placeholders of its controls. */
interface ShownText {
  kind: 'text' | 'aria-label' | 'placeholder' | 'title';
  text: string;
}

function shownTexts({ dialog, languageNames }: { dialog: boolean; languageNames: string[] }): ShownText[] {
  const dialogs = [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].filter(
    (element) => element.checkVisibility(),
  );
  const root = dialog ? (dialogs.at(-1) ?? document.body) : document.body;
  /**
   * Not the product's text: marked as the school's (translate="no"), or code. A `lang` alone does not hide a text (the
   * shell marked its English texts so on Spanish screens): only a language's own name in it, as the switch writes it.
   */
  const skipped = (element: Element, text?: string) => {
    if (element.closest('script, style, noscript, code, pre, kbd, samp, [translate="no"]')) return true;
    return text !== undefined && languageNames.includes(text) && element.closest('[lang]') !== document.documentElement;
  };
  const found: ShownText[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ').trim();
    const element = node.parentElement;
    if (!text || !element || skipped(element, text)) continue;
    // Rendered: visually hidden texts for screen readers (sr-only) count, as they are read.
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    found.push({ kind: 'text', text });
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
    if (skipped(element) || !(element as HTMLElement).checkVisibility?.()) continue;
    for (const kind of ['aria-label', 'placeholder', 'title'] as const) {
      const text = element.getAttribute(kind)?.replace(/\s+/g, ' ').trim();
      if (text) found.push({ kind, text });
    }
  }
  return found;
}

/** A text of the other language on screen: what it says and the common words that gave it away. */
export interface OtherLanguageText {
  kind: ShownText['kind'];
  text: string;
  words: string[];
}

/** The other language's common words in a text of the screen, unless the text is the school's (the tests' data). */
export function otherLanguageWords(text: string, language: WalkLanguage, typed: readonly string[] = []): string[] {
  if (TEST_DATA_TOKEN.test(text) || /@|https?:\/\/|www\./.test(text)) return [];
  let rest = text;
  for (const data of [...typed, ...PROPER_NAMES]) rest = rest.split(data).join(' ');
  const other = COMMON_WORDS[otherLanguage(language)];
  // On an English screen, a word written with Spanish letters (á, ñ, ¿ …) is Spanish too.
  const spanish = (word: string) => language === 'en' && /[áéíóúñ¿¡]/i.test(word);
  const words = rest
    .split(/[^\p{L}'’¿¡-]+/u)
    .filter((word) => word && !/^\p{Lu}{1,3}$/u.test(word))
    .filter((word) => other.has(word.toLowerCase().replace(/^[¿¡]+/, '')) || spanish(word));
  return [...new Set(words)];
}

/** The texts of the other language on the page, or in its top dialog. */
export async function otherLanguageTexts(
  page: Page,
  dialog: boolean,
  language: WalkLanguage,
  typed: readonly string[],
): Promise<OtherLanguageText[]> {
  const shown = await page.evaluate(shownTexts, { dialog, languageNames: Object.values(LANGUAGE_NAMES) });
  const seen = new Set<string>();
  const found: OtherLanguageText[] = [];
  for (const { kind, text } of shown) {
    const key = `${kind}:${text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const words = otherLanguageWords(text, language, typed);
    if (words.length > 0) found.push({ kind, text, words });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------------------
// The walk's names in the language walked. The walk finds its controls by the names a person reads ('Eliminar …',
// 'Submit Idea / Suggestion'), written in routes.ts as the code writes them; in the other language the screen shows
// their translation. Each name is looked up in the catalogues (the same message in es and en) and the control is found
// by either: the screens not yet translated still answer to the name as written.

const root = path.resolve(import.meta.dirname, '../..');

type Message = Record<WalkLanguage, string>;

let messages: Message[] | undefined;
/** Every message of the catalogues with both its texts (ICU plurals and selects left out). */
function catalogueMessages(): Message[] {
  if (messages) return messages;
  const files = ['web/src', 'contracts/locales', 'server/src/locales'].flatMap((folder) =>
    poFiles(path.join(root, folder)),
  );
  messages = [];
  for (const file of files) {
    const pattern = /(^|[/\\])es([/\\]|\.po$)/;
    if (!pattern.test(file)) continue;
    const english = file.replace(pattern, '$1en$2');
    if (!fs.existsSync(english)) continue;
    const es = entriesOf(fs.readFileSync(file, 'utf8'));
    const en = entriesOf(fs.readFileSync(english, 'utf8'));
    for (const [id, spanish] of es) {
      const inEnglish = en.get(id);
      if (!spanish || !inEnglish || /\{\w+, (plural|select)/.test(spanish + inEnglish)) continue;
      messages.push({ es: spanish, en: inEnglish });
    }
  }
  return messages;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{(\w+)\}/g;

/** A message's text as a pattern whose groups are its placeholders, by name. */
function messagePattern(text: string): { pattern: RegExp; names: string[] } | undefined {
  const names = [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
  if (names.length === 0) return undefined;
  const source = text
    .split(PLACEHOLDER)
    .map((part, index) => (index % 2 === 0 ? escapeRegExp(part) : '(.+?)'))
    .join('');
  return { pattern: new RegExp(`^${source}$`), names };
}

const patterns = new Map<string, ReturnType<typeof messagePattern>>();
const patternOf = (text: string) => {
  if (!patterns.has(text)) patterns.set(text, messagePattern(text));
  return patterns.get(text);
};

/** The texts a name of the walk may read as in `language`: its translations, found in the catalogues. */
export function namesIn(name: string, language: WalkLanguage): string[] {
  const found = new Set<string>();
  for (const message of catalogueMessages()) {
    for (const side of ['es', 'en'] as const) {
      if (message[side] === name) found.add(message[language]);
      const made = patternOf(message[side]);
      const match = made && made.pattern.exec(name);
      if (!made || !match) continue;
      const values = new Map(made.names.map((placeholder, index) => [placeholder, match[index + 1]!]));
      found.add(
        message[language].replace(PLACEHOLDER, (whole, placeholder: string) => values.get(placeholder) ?? whole),
      );
    }
  }
  found.delete(name);
  return [...found];
}

/** A RegExp name of the walk ('^Eliminar', '^View entry ') in the language: its literal start looked up too. */
function patternIn(name: RegExp, language: WalkLanguage): RegExp {
  const literal = /^\^((?:[^\\^$.*+?()[\]{}|]|\\.)+)(\$?)$/.exec(name.source);
  if (!literal) return name;
  const text = literal[1]!.replace(/\\(.)/g, '$1');
  const whole = literal[2] === '$';
  const alternatives = new Set(namesIn(text.trim(), language).map((other) => other + (text.endsWith(' ') ? ' ' : '')));
  if (!whole)
    // The start of a message with placeholders: 'Reset password of ' from 'Reset password of {name}'.
    for (const message of catalogueMessages())
      for (const side of ['es', 'en'] as const) {
        const start = message[side].split('{')[0]!;
        if (message[side].includes('{') && start === text) alternatives.add(message[language].split('{')[0]!);
      }
  alternatives.delete(text);
  if (alternatives.size === 0) return name;
  return new RegExp(`^(?:${[text, ...alternatives].map(escapeRegExp).join('|')})${whole ? '$' : ''}`, name.flags);
}

/** A name (string or RegExp, exact or not, as Playwright reads it) that also accepts its translations. */
function nameIn(name: unknown, exact: boolean | undefined, language: WalkLanguage): unknown {
  if (name instanceof RegExp) return patternIn(name, language);
  if (typeof name !== 'string') return name;
  const others = namesIn(name, language);
  if (others.length === 0) return name;
  const alternation = [name, ...others].map(escapeRegExp).join('|');
  return exact ? new RegExp(`^(?:${alternation})$`) : new RegExp(alternation, 'i');
}

const BY_TEXT = new Set(['getByText', 'getByLabel', 'getByPlaceholder', 'getByTitle', 'getByAltText']);

function translatedArguments(method: string, args: unknown[], language: WalkLanguage): unknown[] {
  if (method === 'getByRole') {
    const [role, options] = args as [string, { name?: unknown; exact?: boolean } | undefined];
    if (!options || options.name === undefined) return args;
    return [role, { ...options, name: nameIn(options.name, options.exact, language) }];
  }
  if (BY_TEXT.has(method)) {
    const [text, options] = args as [unknown, { exact?: boolean } | undefined];
    return [nameIn(text, options?.exact, language), options];
  }
  if (method === 'filter' || method === 'locator') {
    const options = args[method === 'filter' ? 0 : 1] as { hasText?: unknown; hasNotText?: unknown } | undefined;
    if (!options || (options.hasText === undefined && options.hasNotText === undefined)) return args;
    const translated = {
      ...options,
      ...(options.hasText !== undefined ? { hasText: nameIn(options.hasText, false, language) } : {}),
      ...(options.hasNotText !== undefined ? { hasNotText: nameIn(options.hasNotText, false, language) } : {}),
    };
    return method === 'filter' ? [translated] : [args[0], translated];
  }
  return args;
}

const isLocatorLike = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && 'getByRole' in value && 'waitFor' in value;

function wrap<T extends object>(target: T, language: WalkLanguage): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver) as unknown;
      if (typeof value !== 'function' || typeof property !== 'string') return value;
      return (...args: unknown[]) => {
        const result = (value as (...parameters: unknown[]) => unknown).apply(
          object,
          translatedArguments(property, args, language),
        );
        return isLocatorLike(result) ? wrap(result, language) : result;
      };
    },
  });
}

/**
 * The page as the walk's steps use it in a language: every control looked up by name (getByRole's name, getByText,
 * getByLabel, …, on the page and on each locator made from it) also answers to the name's translation.
 */
export function pageIn(page: Page, language: WalkLanguage): Page {
  return wrap(page, language);
}
