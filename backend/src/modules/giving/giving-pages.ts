import type { PageData } from '../../common/http/page-data';
import type { PageSettings } from '../../common/http/page-settings';
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
): void {
  pages.add({
    pattern: new RegExp(`^${GIVE_PATH}/?$`),
    load: async () => {
      const name = settings.current()?.settings.ministryName;
      const ministry = typeof name === 'string' && name ? name : 'Spirit & Truth Ministry';
      return {
        screen: 'GivePage',
        queries: [{ key: GIVING_SETTINGS_KEY, data: await giving.publicSettings() }],
        head: {
          title: `Give | ${ministry}`,
          description: `Give to ${ministry}: one-time or recurring gifts to its funds.`,
          path: GIVE_PATH,
        },
      };
    },
  });
}
