import { accentProperties, channelLink, socialLinks } from '../site-settings/display';
import { SITE_SETTINGS_ELEMENT_ID, type SiteSettings } from '../site-settings/site-settings';

/** Text for an HTML attribute value in double quotes, or for element content. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that may sit inside a `<script>` element: no `</script>` or `<!--` can appear in it. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page's title: "<ministry> – <tagline>", or the name alone. */
export function siteTitle(settings: Pick<SiteSettings, 'ministryName' | 'tagline'>): string {
  return settings.tagline
    ? `${settings.ministryName} – ${settings.tagline}`
    : settings.ministryName;
}

/** The description of the page for search engines and link previews. */
export function siteDescription(
  settings: Pick<SiteSettings, 'heroSubline' | 'tagline' | 'ministryName'>,
): string {
  return settings.heroSubline || settings.tagline || settings.ministryName;
}

/** schema.org `Organization` of the ministry (the home page's JSON-LD). */
export function organizationJsonLd(settings: SiteSettings): Record<string, unknown> {
  const sameAs = [...socialLinks(settings).map((link) => link.href), channelLink(settings)];
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.ministryName,
    url: '/',
    logo: settings.logoUrl ?? '/og-image.jpg',
    ...(settings.footerMission ? { description: settings.footerMission } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.phone ? { telephone: settings.phone } : {}),
    ...(settings.postalAddress ? { address: settings.postalAddress } : {}),
    sameAs,
  };
}

/**
 * The tags of the page's head that carry the settings (title, description, Open Graph, the
 * Organization JSON-LD, theme colour, favicon, the accent colour) and the settings themselves as
 * `<script id="site-settings" type="application/json">`, which the app reads for its first render.
 * The page server puts them in place of the built page's own (backend prerendered-pages.ts).
 */
export function siteHead(settings: SiteSettings): string {
  const attr = escapeHtml;
  const description = siteDescription(settings);
  const ogTitle = settings.tagline || settings.ministryName;
  const accent = accentProperties(settings.accentColor);
  const icon = settings.faviconUrl
    ? `<link rel="icon" href="${attr(settings.faviconUrl)}" type="image/png">`
    : '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';
  return [
    `<title>${escapeHtml(siteTitle(settings))}</title>`,
    `<meta name="description" content="${attr(description)}">`,
    `<meta name="theme-color" content="${attr(settings.accentColor)}">`,
    `<meta property="og:site_name" content="${attr(settings.ministryName)}">`,
    `<meta property="og:title" content="${attr(ogTitle)}">`,
    `<meta property="og:description" content="${attr(description)}">`,
    `<meta property="og:image:alt" content="${attr(siteTitle(settings).replace(' – ', ': '))}">`,
    `<script type="application/ld+json">${scriptJson(organizationJsonLd(settings))}</script>`,
    icon,
    accent
      ? `<style id="site-accent">:root{${Object.entries(accent)
          .map(([name, value]) => `${name}:${value}`)
          .join(';')}}</style>`
      : '',
    `<script id="${SITE_SETTINGS_ELEMENT_ID}" type="application/json">${scriptJson(settings)}</script>`,
  ].join('');
}
