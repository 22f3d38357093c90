// The languages the site can be shown in (docs/translating.md), and the rules that pick one: the
// address's prefix (`/es/community`; the ministry's default language has none), the visitor's
// remembered choice (the `lang` cookie), else the browser's languages, always among those the
// ministry offers. Pure functions, shared by the shell's entry, the app and the prerender step.

export const LANGUAGES = [
  { code: 'en', name: 'English', dir: 'ltr' },
  { code: 'es', name: 'Español', dir: 'ltr' },
  { code: 'pt-BR', name: 'Português (Brasil)', dir: 'ltr' },
  { code: 'fr', name: 'Français', dir: 'ltr' },
  { code: 'he', name: 'עברית', dir: 'rtl' },
] as const satisfies readonly { code: string; name: string; dir: 'ltr' | 'rtl' }[];

export type Language = (typeof LANGUAGES)[number]['code'];

/** What a fresh install offers, and what a server without the language settings means. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The cookie that remembers a visitor's choice (also read by the server to pick a page's language). */
export const LANGUAGE_COOKIE = 'lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const byLowerCode = new Map<string, Language>(LANGUAGES.map((l) => [l.code.toLowerCase(), l.code]));

/** The supported language `tag` names exactly (any case), e.g. 'pt-br' → 'pt-BR'. */
export function toLanguage(tag: unknown): Language | undefined {
  return typeof tag === 'string' ? byLowerCode.get(tag.trim().toLowerCase()) : undefined;
}

export const languageInfo = (code: Language) =>
  LANGUAGES.find((l) => l.code === code) ?? LANGUAGES[0];

export const isRightToLeft = (code: Language) => languageInfo(code).dir === 'rtl';

/** What the ministry offers: its default language first, then the others, each supported once. */
export interface OfferedLanguages {
  defaultLanguage: Language;
  languages: readonly Language[];
}

/**
 * The offered languages as the settings carry them (`defaultLanguage`, `languages`), read
 * defensively: a server without them, or with codes this build does not know, offers English alone
 * (or what is left of its list).
 */
export function offeredLanguages(settings: unknown): OfferedLanguages {
  const record = (typeof settings === 'object' && settings) || {};
  const given = (record as { languages?: unknown }).languages;
  const listed = Array.isArray(given) ? given.map(toLanguage) : [];
  const defaultLanguage =
    toLanguage((record as { defaultLanguage?: unknown }).defaultLanguage) ??
    listed.find((l) => l !== undefined) ??
    DEFAULT_LANGUAGE;
  const languages = [defaultLanguage];
  for (const code of listed) if (code && !languages.includes(code)) languages.push(code);
  return { defaultLanguage, languages };
}

/**
 * The offered language that best matches the visitor's preferred ones (`navigator.languages`, or
 * `Accept-Language`'s tags in order): for each in turn, the same tag, else the same language
 * ('pt-PT' → 'pt-BR', 'he-IL' → 'he', 'iw' → 'he'); the default language when none matches.
 */
export function negotiateLanguage(
  preferred: readonly string[],
  { defaultLanguage, languages }: OfferedLanguages,
): Language {
  const primary = (tag: string) => {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    return base === 'iw' ? 'he' : base;
  };
  for (const tag of preferred) {
    const exact = languages.find((l) => l.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const sameLanguage = languages.find((l) => primary(l) === primary(tag));
    if (sameLanguage) return sameLanguage;
  }
  return defaultLanguage;
}

/** `Accept-Language: es-MX,es;q=0.9,en;q=0.5` → ['es-MX', 'es', 'en'], by quality, `*` left out. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** The address prefix of a non-default language: 'es' → '/es', 'pt-BR' → '/pt-br'. */
export const languagePrefix = (language: Language, { defaultLanguage }: OfferedLanguages) =>
  language === defaultLanguage ? '' : `/${language.toLowerCase()}`;

/**
 * The language an address names by its first segment, and the address without it: '/es/community'
 * → es, '/community'. Any supported language's prefix counts (an address shared before the ministry
 * stopped offering one still names it; the caller decides what to show then); no prefix: `null`.
 */
export function splitLanguagePath(pathname: string): { language: Language | null; rest: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const language = match ? toLanguage(match[1]) : undefined;
  // A prefix is a language's code only when written in lower case ('/es', '/pt-br').
  if (!match || !language || match[1] !== match[1].toLowerCase()) {
    return { language: null, rest: pathname };
  }
  return { language, rest: match[2] ?? '/' };
}

/** `rest` (an address without a language prefix) in `language`: '/community' → '/es/community'. */
export function localizedPath(language: Language, offered: OfferedLanguages, rest: string): string {
  const prefix = languagePrefix(language, offered);
  if (!prefix) return rest;
  return rest === '/' ? `${prefix}/` : `${prefix}${rest}`;
}

/** The remembered choice in a `Cookie` header or `document.cookie`. */
export function languageFromCookie(cookie: string | undefined): Language | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([^;]*)`).exec(cookie ?? '');
  return match ? toLanguage(decodeURIComponent(match[1])) : undefined;
}

/** The `document.cookie` assignment that remembers `language` for a year. */
export const languageCookie = (language: Language) =>
  `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${COOKIE_MAX_AGE_S}; samesite=lax`;

/**
 * The language to show at `pathname`: a prefix names it (when offered; an unoffered one gives the
 * default language); an address without one shows the remembered choice, else the best match for
 * the browser's languages, else the default. `redirect` is the address to show it at instead, when
 * that differs from `pathname` (a remembered Spanish at '/community' → '/es/community').
 */
export function pickLanguage(
  pathname: string,
  offered: OfferedLanguages,
  remembered: Language | undefined,
  preferred: readonly string[],
): { language: Language; rest: string; redirect?: string } {
  const { language: named, rest } = splitLanguagePath(pathname);
  let language: Language;
  if (named) language = offered.languages.includes(named) ? named : offered.defaultLanguage;
  else if (remembered && offered.languages.includes(remembered)) language = remembered;
  else language = negotiateLanguage(preferred, offered);
  const canonical = localizedPath(language, offered, rest);
  return canonical === pathname ? { language, rest } : { language, rest, redirect: canonical };
}

/**
 * The `<link rel="alternate" hreflang>` tags of the page at `rest` (an address without a prefix):
 * one per offered language and `x-default` (the default language's address). Empty with one language.
 */
export function alternateLinks(publicUrl: string, rest: string, offered: OfferedLanguages): string {
  if (offered.languages.length < 2) return '';
  const base = publicUrl.replace(/\/+$/, '');
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const link = (hreflang: string, language: Language) =>
    `<link rel="alternate" hreflang="${hreflang}" href="${escape(base + localizedPath(language, offered, rest))}">`;
  return [
    ...offered.languages.map((language) => link(language, language)),
    link('x-default', offered.defaultLanguage),
  ].join('');
}

/** The `<html>` element's attributes for `language`: `lang="he" dir="rtl"`. */
export const htmlLanguageAttributes = (language: Language) =>
  `lang="${language}" dir="${isRightToLeft(language) ? 'rtl' : 'ltr'}"`;
