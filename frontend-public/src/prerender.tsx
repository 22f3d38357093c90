import { renderStatic } from '@ministry/frontend-kit/src/prerender/render-static';
import { HomePage } from './features/home/HomePage';

/** The exposed screens' first paint (see libs/frontend-kit/webpack/prerender.mjs), by file name. */
export function prerender(): Record<string, string> {
  return { 'HomePage.html': renderStatic(<HomePage />, '/') };
}
