/**
 * The languages the platform ships (BCP 47 tags, as `Intl` canonicalises them). A ministry offers a
 * subset of them (settings `languages`, with `defaultLanguage` among them); a fresh install offers
 * English alone. Adding one: its catalogue in `backend/src/common/i18n/locales/<tag>/messages.po` (and the
 * frontends'), then its tag here (docs/architecture.md, "Languages").
 */
export const SUPPORTED_LANGUAGES = ['en', 'es', 'pt-BR', 'fr', 'he'] as const;

export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The language of the spec's texts: what a fresh install offers, and every fallback's end. */
export const SOURCE_LANGUAGE: Language = 'en';

/** Each language's own name, for menus and messages. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  he: 'עברית',
};

/** Languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(['he']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language a tag names, matched case-insensitively (`pt-br`, `PT-BR`, `EN`): the
 * `lang` query and cookie are typed by people and by links.
 */
export function supportedLanguage(tag: unknown): Language | undefined {
  if (typeof tag !== 'string' || tag.length > 35) return undefined;
  const lower = tag.trim().toLowerCase();
  return SUPPORTED_LANGUAGES.find((language) => language.toLowerCase() === lower);
}

export function textDirection(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

/**
 * The locale `Intl` formats dates and numbers in for `language`: English as en-US, the spec's
 * formats (`January 5, 2026`, `$25.00`); the others as they are.
 */
export function intlLocale(language: Language): string {
  return language === 'en' ? 'en-US' : language;
}
