// The prerender step's catalogues: every language at once, imported statically, since the page
// server renders synchronously and in any offered language. Never imported by browser code.
import type { Messages } from '@lingui/core';
import { activateLanguage } from '../i18n/i18n';
import { toLanguage, type Language } from '../i18n/languages';
import { messages as en } from '../i18n/locales/en/messages';
import { messages as es } from '../i18n/locales/es/messages';
import { messages as fr } from '../i18n/locales/fr/messages';
import { messages as he } from '../i18n/locales/he/messages';
import { messages as ptBR } from '../i18n/locales/pt-BR/messages';

const CATALOGUES: Record<Language, Messages> = { en, es, 'pt-BR': ptBR, fr, he };

/**
 * Activates `language` (a supported code, else English) for the renders that follow, with the
 * catalogues of the areas given (each an area's every language, imported statically by the remote's
 * prerender module: i18n/areas.ts); returns it.
 */
export function activateStaticLanguage(
  language: unknown,
  areas: readonly Record<Language, Messages>[] = [],
): Language {
  const code = toLanguage(language) ?? 'en';
  activateLanguage(
    code,
    Object.assign({}, CATALOGUES[code], ...areas.map((catalogues) => catalogues[code])) as Messages,
  );
  return code;
}
