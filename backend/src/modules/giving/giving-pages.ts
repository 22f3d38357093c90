import type { PageData } from '../../common/http/page-data';
import type { PageSettings } from '../../common/http/page-settings';
import type { MessageCatalogues } from '../../common/i18n/catalogues';
import { GivingPageMessages as M } from './giving-pages.messages';
import { GIVE_PATH } from './giving.constants';
import type { GivingService } from './giving.service';

/** The giving page's query key (libs/api-client query-keys.ts, GIVING_SETTINGS_QUERY_KEY). */
export const GIVING_SETTINGS_KEY = ['/api/giving/settings'] as const;

/**
 * Adds `/give` to the page server (common/http/page-data.ts): the page is sent with the public giving
 * settings in it and the form drawn from them, so it paints as it will stay; rendered from the
 * settings without them, it showed "Loading the giving form…" and the form then pushed the footer
 * down (Lighthouse: CLS 0.49).
 */
export function registerGivingPages(
  pages: PageData,
  giving: GivingService,
  settings: PageSettings,
  /** The head's texts in the page's language. */
  catalogues: MessageCatalogues,
): void {
  pages.add({
    pattern: new RegExp(`^${GIVE_PATH}/?$`),
    load: async (_path, _query, language) => {
      const { language: shown, ministryName: ministry } = settings.pageIdentity(language);
      const t = (msgid: string) => catalogues.format(msgid, shown, { ministry });
      return {
        screen: 'GivePage',
        queries: [{ key: GIVING_SETTINGS_KEY, data: await giving.publicSettings() }],
        head: {
          title: t(M.title),
          description: t(M.description),
          path: GIVE_PATH,
        },
      };
    },
  });
}
