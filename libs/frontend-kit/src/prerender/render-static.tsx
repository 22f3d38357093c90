import { SITE_SETTINGS_QUERY_KEY } from '@ministry/api-client';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { I18nProvider, i18n } from '../i18n/i18n';
import { languagePrefix, offeredLanguages, type Language } from '../i18n/languages';
import { activateStaticLanguage } from './static-language';
import type { SiteSettings } from '../site-settings/site-settings';

/**
 * Adds `disabled` and a marker to every form control of rendered HTML: what is typed or clicked
 * before the app has taken over would be lost, so the controls wait for the app's own (the marker
 * keeps their usual look).
 */
export const disableControls = (html: string): string =>
  html.replace(
    /<(input|button|select|textarea)\b(?![^>]*\sdisabled="")/g,
    '<$1 disabled="" data-prerendered-control=""',
  );

/**
 * A screen's first paint as HTML, for prerendering (at build time by webpack/prerender.mjs, and by
 * the page server with the saved settings): rendered at `location` with the providers the shell
 * gives it, the ministry's settings (the defaults when none are given) and no other data yet, so
 * data sections show their skeletons, exactly as the app's own first render does; or, for a page the
 * server renders with its content, with the answers of its queries. Never imported by browser code.
 */
export function renderStatic(
  element: ReactElement,
  location: string,
  settings?: SiteSettings,
  /** Answers of the screen's queries (a page the server renders with its content). */
  queries: readonly { key: readonly unknown[]; data: unknown }[] = [],
): string {
  // In the language the caller activated (activateStaticLanguage), else English.
  if (!i18n.locale) activateStaticLanguage('en');
  // Its links in that language too: the app's router has the language's prefix as its basename.
  const basename = languagePrefix(i18n.locale as Language, offeredLanguages(settings));
  const client = createQueryClient();
  if (settings) client.setQueryData([...SITE_SETTINGS_QUERY_KEY, i18n.locale], settings);
  for (const { key, data } of queries) client.setQueryData(key, data);
  return disableControls(
    renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <StaticRouter basename={basename || undefined} location={basename + location}>
            {element}
          </StaticRouter>
        </I18nProvider>
      </QueryClientProvider>,
    ),
  );
}
