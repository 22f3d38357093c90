import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';
import type { IncomingMessage } from 'node:http';
import { supportedLanguage, type Language } from './languages';

/** What a site offers: its languages (the default among them) and the default. */
export interface OfferedLanguages {
  defaultLanguage: Language;
  languages: readonly Language[];
}

/** The name of the query parameter and of the cookie that choose a language. */
export const LANGUAGE_PARAMETER = 'lang';

/** At most this many of the caller's Accept-Language tags are looked at (a header may hold hundreds). */
const MAX_REQUESTED = 20;

type RequestLike = Pick<IncomingMessage, 'headers'> & { url?: string };

/**
 * The caller's language among the offered ones: the `lang` query parameter, then the `lang` cookie
 * (what the site's language menu remembers), then the best match of `Accept-Language` (`es-MX` is
 * `es`, `pt-PT` is `pt-BR`, `iw` is `he`: CLDR's language matching), else the default. A choice the
 * site does not offer is passed over, never an error.
 */
export function negotiateLanguage(req: RequestLike, offered: OfferedLanguages): Language {
  const allowed = (tag: unknown): Language | undefined => {
    const language = supportedLanguage(tag);
    return language && offered.languages.includes(language) ? language : undefined;
  };
  const chosen = allowed(queryLanguage(req.url)) ?? allowed(cookieLanguage(req.headers.cookie));
  if (chosen) return chosen;
  if (offered.languages.length === 1) return offered.defaultLanguage;
  return acceptedLanguage(req.headers['accept-language'], offered) ?? offered.defaultLanguage;
}

/** Matches already made, by offered languages and header: browsers send a handful of headers. */
const matched = new Map<string, Language | undefined>();
const MAX_MATCHED = 1000;

/** The best offered match of an Accept-Language header, or undefined when nothing matches. */
export function acceptedLanguage(
  header: string | string[] | undefined,
  offered: OfferedLanguages,
): Language | undefined {
  if (!header) return undefined;
  const key = `${offered.languages.join(',')}|${String(header)}`;
  if (matched.has(key)) return matched.get(key);
  const language = bestMatch(header, offered);
  if (matched.size >= MAX_MATCHED) matched.clear();
  matched.set(key, language);
  return language;
}

function bestMatch(header: string | string[], offered: OfferedLanguages): Language | undefined {
  const requested = new Negotiator({ headers: { 'accept-language': header } })
    .languages()
    .slice(0, MAX_REQUESTED)
    .filter(isLanguageTag);
  if (requested.length === 0) return undefined;
  const NONE = '';
  const best = match(requested, [...offered.languages], NONE, { algorithm: 'best fit' });
  return best === NONE ? undefined : supportedLanguage(best);
}

function isLanguageTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

function queryLanguage(url: string | undefined): string | undefined {
  const start = url?.indexOf('?') ?? -1;
  if (!url || start < 0) return undefined;
  return new URLSearchParams(url.slice(start + 1)).get(LANGUAGE_PARAMETER) ?? undefined;
}

function cookieLanguage(header: string | undefined): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const [name, value] = pair.split('=', 2);
    if (name?.trim() === LANGUAGE_PARAMETER && value !== undefined) {
      try {
        return decodeURIComponent(value.trim().replace(/^"|"$/g, ''));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
