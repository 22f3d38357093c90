import { useEffect } from 'react';
import { accentProperties, useSiteSettings } from '@ministry/frontend-kit';

const ACCENT_PROPERTIES = ['--color-navy', '--color-navy-dark'];

/**
 * Keeps the head's favicon and theme colour and the accent colour in line with the ministry's
 * settings. The page server already sends them so (then nothing changes here); a page served as
 * built (the docker stack's nginx, `npm run dev`) gets them once the settings have arrived.
 */
export function useSiteHead(): void {
  const { faviconUrl, accentColor } = useSiteSettings();

  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const href = faviconUrl ?? '/favicon.svg';
    if (icon && icon.getAttribute('href') !== href) {
      icon.href = href;
      icon.type = faviconUrl ? 'image/png' : 'image/svg+xml';
    }
  }, [faviconUrl]);

  useEffect(() => {
    const themeColor = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    if (themeColor && themeColor.content !== accentColor) themeColor.content = accentColor;
    const properties = accentProperties(accentColor);
    const { style } = document.documentElement;
    for (const name of ACCENT_PROPERTIES) {
      const value = properties?.[name];
      if (value) style.setProperty(name, value);
      else style.removeProperty(name);
    }
  }, [accentColor]);
}
