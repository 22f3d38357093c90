import { IntlMessageFormat } from 'intl-messageformat';
import PO from 'pofile';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SOURCE_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from './languages';

/** Where the catalogues are: `<tag>/messages.po` (gettext PO, ICU MessageFormat messages). */
export const CATALOGUE_DIR = join(__dirname, 'locales');

/** A simple ICU argument of a msgid: `{minutes}`. */
const ARGUMENT = /\{(\w+)\}/g;

interface Template {
  pattern: RegExp;
  names: string[];
  format: IntlMessageFormat;
}

/** One language's messages: the English text (msgid) to its translation (msgstr). */
export interface Catalogue {
  language: Language;
  /** Every entry, msgid → msgstr ('' when not translated). */
  entries: ReadonlyMap<string, string>;
}

/** Reads one PO catalogue (every msgid, with its msgstr or ''). */
export function readCatalogue(language: Language, dir = CATALOGUE_DIR): Catalogue {
  const file = join(dir, language, 'messages.po');
  const entries = new Map<string, string>();
  if (existsSync(file)) {
    for (const item of PO.parse(readFileSync(file, 'utf8')).items) {
      if (item.msgid && !item.obsolete) entries.set(item.msgid, item.msgstr[0] ?? '');
    }
  }
  return { language, entries };
}

/** Whether a msgid holds values: it is matched as a pattern, not as text. */
export const isTemplate = (msgid: string): boolean => /\{\w+\}/.test(msgid);

/** The regular expression an English message built from `msgid` matches, with its argument names. */
export function templatePattern(msgid: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const found of msgid.matchAll(ARGUMENT)) {
    source += escapeRegExp(msgid.slice(last, found.index));
    const name = found[1]!;
    // A repeated argument must repeat its value.
    source += names.includes(name) ? `\\k<${name}>` : `(?<${name}>.+?)`;
    if (!names.includes(name)) names.push(name);
    last = found.index + found[0].length;
  }
  source += escapeRegExp(msgid.slice(last));
  return { pattern: new RegExp(`^${source}$`, 's'), names };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The server's messages in every shipped language (docs/adr/0006-server-messages.md): English is what
 * the code says; another language's text is its catalogue's translation of that exact English text,
 * or of the template it was built from, with the values put back. A message without a translation
 * stays English.
 */
export class MessageCatalogues {
  private readonly exact = new Map<Language, Map<string, string>>();
  private readonly templates = new Map<Language, Template[]>();
  private readonly translations = new Map<Language, ReadonlyMap<string, string>>();
  private readonly formats = new Map<string, IntlMessageFormat>();

  constructor(catalogues: Catalogue[]) {
    for (const { language, entries } of catalogues) {
      if (language === SOURCE_LANGUAGE) continue;
      this.translations.set(language, entries);
      const exact = new Map<string, string>();
      const templates: Template[] = [];
      // Longer templates are tried first: a shorter one's last value could take what follows it
      // ("…to {email}." would match "…to a@b.org, from c@d.org.").
      const ordered = [...entries].sort(([a], [b]) => b.length - a.length);
      for (const [msgid, msgstr] of ordered) {
        if (!msgstr) continue;
        if (isTemplate(msgid)) {
          templates.push({
            ...templatePattern(msgid),
            format: new IntlMessageFormat(msgstr, language, undefined, { ignoreTag: true }),
          });
        } else exact.set(msgid, msgstr);
      }
      this.exact.set(language, exact);
      this.templates.set(language, templates);
    }
  }

  static load(dir = CATALOGUE_DIR): MessageCatalogues {
    return new MessageCatalogues(SUPPORTED_LANGUAGES.map((tag) => readCatalogue(tag, dir)));
  }

  /**
   * The ICU message `msgid` (a catalogue's English text) in `language` with `values`: the mails'
   * texts. Without a translation, the English one.
   */
  format(msgid: string, language: Language, values: Record<string, string> = {}): string {
    const key = `${language}\u0000${msgid}`;
    let format = this.formats.get(key);
    if (!format) {
      const text =
        (language !== SOURCE_LANGUAGE && this.translations.get(language)?.get(msgid)) || msgid;
      format = new IntlMessageFormat(text, language, undefined, { ignoreTag: true });
      this.formats.set(key, format);
    }
    return String(format.format(values));
  }

  /** `message` (English, as the code wrote it) in `language`; itself when there is no translation. */
  translate(message: string, language: Language): string {
    if (language === SOURCE_LANGUAGE) return message;
    const exact = this.exact.get(language)?.get(message);
    if (exact !== undefined) return exact;
    for (const template of this.templates.get(language) ?? []) {
      const found = template.pattern.exec(message);
      if (!found?.groups) continue;
      const formatted = template.format.format<string>(found.groups);
      if (typeof formatted === 'string') return formatted;
    }
    return message;
  }
}
