// The community pages (the community tabs, sign-up, My account, a registration's manage page)'s texts: an area catalogue of the site (libs/frontend-kit/src/i18n/areas.ts,
// docs/adr/0008-area-catalogues.md), locales/<code>/messages.po compiled to messages.ts, each
// language its own chunk of this remote, so the home page never downloads them. Registered when this
// module first runs (with the screens' code), so the page's language's catalogue is asked for at once.
import {
  registerAreaCatalog,
  useAreaCatalog,
  type AreaCatalogLoader,
} from '@ministry/frontend-kit';

export const AREA = 'community';

const load: AreaCatalogLoader = (language) => {
  switch (language) {
    case 'es':
      return import(/* webpackChunkName: "community-messages-es" */ './locales/es/messages').then(
        (m) => m.messages,
      );
    case 'pt-BR':
      return import(
        /* webpackChunkName: "community-messages-pt-BR" */ './locales/pt-BR/messages'
      ).then((m) => m.messages);
    case 'fr':
      return import(/* webpackChunkName: "community-messages-fr" */ './locales/fr/messages').then(
        (m) => m.messages,
      );
    case 'he':
      return import(/* webpackChunkName: "community-messages-he" */ './locales/he/messages').then(
        (m) => m.messages,
      );
    default:
      return import(/* webpackChunkName: "community-messages-en" */ './locales/en/messages').then(
        (m) => m.messages,
      );
  }
};

registerAreaCatalog(AREA, load);

/**
 * Called first by each of the area's screens (and by a part of it shown inside another screen,
 * under a Suspense boundary of its own): it waits, through Suspense, for the area's catalogue of the
 * page's language.
 */
export function useCommunityCatalog(): void {
  useAreaCatalog(AREA);
}
