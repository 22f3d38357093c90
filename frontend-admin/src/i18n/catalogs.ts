import type { Language, Messages } from '@ministry/frontend-kit';

function load(language: Language): Promise<Messages> {
  switch (language) {
    case 'es':
      return import(/* webpackChunkName: "admin-messages-es" */ './locales/es/messages').then(
        (m) => m.messages,
      );
    case 'pt-BR':
      return import(/* webpackChunkName: "admin-messages-pt-BR" */ './locales/pt-BR/messages').then(
        (m) => m.messages,
      );
    case 'fr':
      return import(/* webpackChunkName: "admin-messages-fr" */ './locales/fr/messages').then(
        (m) => m.messages,
      );
    case 'he':
      return import(/* webpackChunkName: "admin-messages-he" */ './locales/he/messages').then(
        (m) => m.messages,
      );
    default:
      return import(/* webpackChunkName: "admin-messages-en" */ './locales/en/messages').then(
        (m) => m.messages,
      );
  }
}

const loading = new Map<Language, Promise<Messages>>();

/**
 * The dashboard's compiled catalogue of `language` (locales/<code>/messages.ts), each its own chunk
 * of this remote, asked once (a failed download is asked a second time, then forgotten so that a
 * later call tries again).
 */
export function loadAdminCatalog(language: Language): Promise<Messages> {
  let messages = loading.get(language);
  if (!messages) {
    messages = load(language)
      .catch(() => load(language))
      .catch((error: unknown) => {
        loading.delete(language);
        throw error;
      });
    loading.set(language, messages);
  }
  return messages;
}
