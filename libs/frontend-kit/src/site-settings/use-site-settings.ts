import { SITE_SETTINGS_QUERY_KEY, api, dataOf } from '@ministry/api-client';
import { LinguiContext } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useContext } from 'react';
import { i18n } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_ELEMENT_ID,
  parseEmbeddedSettings,
  toSiteSettings,
  type SiteSettings,
} from './site-settings';

let embedded: { settings: SiteSettings | undefined } | undefined;

/**
 * The settings the page server embedded in the page (`<script id="site-settings">`), read once: the
 * first render matches the served HTML and needs no request. `undefined` without a document (the
 * server-side prerender) or without the script (a page served as built).
 */
export function embeddedSiteSettings(): SiteSettings | undefined {
  if (typeof document === 'undefined') return undefined;
  embedded ??= {
    settings: parseEmbeddedSettings(document.getElementById(SITE_SETTINGS_ELEMENT_ID)?.textContent),
  };
  return embedded.settings;
}

/**
 * The answer in `language` (the ministry's texts in it, the default language's where it has none),
 * over the defaults, so a field an older server lacks still reads well.
 */
const fetchSiteSettings = async (language: Language, signal: AbortSignal): Promise<SiteSettings> =>
  toSiteSettings(
    await dataOf(api.GET('/api/settings', { params: { query: { lang: language } }, signal })),
  ) ?? DEFAULT_SITE_SETTINGS;

/** The page's language: the app's (its I18nProvider), else the one last activated. */
function usePageLanguage(): Language {
  const lingui = useContext(LinguiContext);
  return ((lingui?.i18n ?? i18n).locale || 'en') as Language;
}

/**
 * The ministry's public settings: the ones embedded in the page, else `GET /api/settings`, and the
 * defaults (the spec's texts) until it answers or when it fails.
 */
export function useSiteSettings(): SiteSettings {
  return useSiteSettingsState().settings;
}

/**
 * The settings and whether they are the ministry's (embedded or answered), not yet the defaults
 * shown while they load or after the request failed.
 */
export function useSiteSettingsState(): { settings: SiteSettings; known: boolean } {
  const language = usePageLanguage();
  const embedded = embeddedSiteSettings();
  // The page carries them in its language (`language`; a server before languages: the only one).
  const initial =
    embedded && (embedded.language ?? embedded.defaultLanguage ?? language) === language
      ? embedded
      : undefined;
  const { data } = useQuery({
    // Per language, under the key the dashboard drops after a save.
    queryKey: [...SITE_SETTINGS_QUERY_KEY, language],
    queryFn: ({ signal }) => fetchSiteSettings(language, signal),
    initialData: initial,
    // Until the language's own arrive: the texts already on screen (a switch), else the page's.
    placeholderData: (previous) => previous ?? embedded,
    // They rarely change: one read per page load (none when embedded), the defaults if it fails.
    retry: 2,
  });
  return { settings: data ?? DEFAULT_SITE_SETTINGS, known: data !== undefined };
}
