import { toSiteSettings } from '@ministry/frontend-kit';
import { renderStatic } from '@ministry/frontend-kit/src/prerender/render-static';
import { siteHead } from '@ministry/frontend-kit/src/prerender/site-head';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './features/layout/components/Layout';
import { PRERENDER_SCREEN_SLOT } from './features/remotes/prerendered-page';
import { SCREENS } from './features/remotes/remote-registry';

/** The screens shown in the public frame (App.tsx); the admin ones have their own. */
const FRAMED_SCREENS = [
  SCREENS.home,
  SCREENS.give,
  SCREENS.giveThanks,
  SCREENS.community,
  SCREENS.signup,
  SCREENS.teachings,
  SCREENS.teachingSeries,
  SCREENS.teachingSpeaker,
  SCREENS.teaching,
];

/**
 * The public frame (skip link, header, footer) around a slot for a remote's prerendered screen
 * (see libs/frontend-kit/webpack/prerender.mjs), and the screens it may hold (screens.json); the
 * server fills the slot for a screen whose remote was built with a prerendered copy of it.
 * At build time (no settings) with the defaults; the page server calls it again with the saved
 * settings (`PublicSettingsDto`), and then also gets the head's tags that carry them (head.html).
 */
export function prerender(saved?: unknown): Record<string, string> {
  const settings = toSiteSettings(saved);
  return {
    'frame.html': renderStatic(
      <Routes>
        <Route element={<Layout />}>
          <Route index element={PRERENDER_SCREEN_SLOT} />
        </Route>
      </Routes>,
      '/',
      settings,
    ),
    'screens.json': JSON.stringify(FRAMED_SCREENS),
    ...(settings ? { 'head.html': siteHead(settings) } : {}),
  };
}
