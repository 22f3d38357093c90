import { toSiteSettings } from '@ministry/frontend-kit';
import { renderStatic } from '@ministry/frontend-kit/src/prerender/render-static';
import { GivePage } from './features/give/GivePage';
import { HomePage } from './features/home/HomePage';

/**
 * The exposed screens' first paint (see libs/frontend-kit/webpack/prerender.mjs), by file name: at
 * build time with the default settings, on the page server with the saved ones.
 */
export function prerender(saved?: unknown): Record<string, string> {
  const settings = toSiteSettings(saved);
  return {
    'HomePage.html': renderStatic(<HomePage />, '/', settings),
    'GivePage.html': renderStatic(<GivePage />, '/give', settings),
  };
}
