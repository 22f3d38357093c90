import type { Messages } from '@lingui/core';
import type { Language } from './languages';

/**
 * The compiled catalogue of `language` (locales/<code>/messages.ts, written by `lingui compile`),
 * each its own chunk, so a page loads only the one it shows. The shell loads it (its entry, at the
 * start, beside its own chunks; the language menu, on a switch) and hands it to the kit's one `i18n`.
 */
export function loadCatalog(language: Language): Promise<Messages> {
  switch (language) {
    case 'es':
      return import(/* webpackChunkName: "messages-es" */ './locales/es/messages').then(
        (m) => m.messages,
      );
    case 'pt-BR':
      return import(/* webpackChunkName: "messages-pt-BR" */ './locales/pt-BR/messages').then(
        (m) => m.messages,
      );
    case 'fr':
      return import(/* webpackChunkName: "messages-fr" */ './locales/fr/messages').then(
        (m) => m.messages,
      );
    case 'he':
      return import(/* webpackChunkName: "messages-he" */ './locales/he/messages').then(
        (m) => m.messages,
      );
    default:
      return import(/* webpackChunkName: "messages-en" */ './locales/en/messages').then(
        (m) => m.messages,
      );
  }
}
