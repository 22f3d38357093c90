import { SITE_SETTINGS_QUERY_KEY, api, dataOf } from '@ministry/api-client';
import { useQuery } from '@tanstack/react-query';
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

/** The answer over the defaults, so a field an older server lacks still reads well. */
const fetchSiteSettings = async (signal: AbortSignal): Promise<SiteSettings> =>
  toSiteSettings(await dataOf(api.GET('/api/settings', { signal }))) ?? DEFAULT_SITE_SETTINGS;

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
  const initial = embeddedSiteSettings();
  const { data } = useQuery({
    queryKey: SITE_SETTINGS_QUERY_KEY,
    queryFn: ({ signal }) => fetchSiteSettings(signal),
    initialData: initial,
    // They rarely change: one read per page load (none when embedded), the defaults if it fails.
    retry: 2,
  });
  return { settings: data ?? DEFAULT_SITE_SETTINGS, known: data !== undefined };
}
