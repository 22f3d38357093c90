import { toSiteSettings } from '@ministry/frontend-kit';
import {
  alternateLinks,
  htmlLanguageAttributes,
  languageFromCookie,
  offeredLanguages,
  parseAcceptLanguage,
  pickLanguage,
  type Language,
} from '@ministry/frontend-kit/src/i18n/languages';
import { renderStatic } from '@ministry/frontend-kit/src/prerender/render-static';
import { siteHead } from '@ministry/frontend-kit/src/prerender/site-head';
import { activateStaticLanguage } from '@ministry/frontend-kit/src/prerender/static-language';
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
 * `language` (an offered one; by default the site's default language) is the frame's language: its
 * texts, and its links under the language's prefix (`/es/community`).
 */
export function prerender(saved?: unknown, language?: string): Record<string, string> {
  const settings = toSiteSettings(saved);
  activateStaticLanguage(language ?? offeredLanguages(settings).defaultLanguage);
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

/**
 * The language of a page request, for the page server (the same rules as the app's start,
 * frontend-shell/src/features/language/boot-language.ts): an address's prefix names it, else the
 * `lang` cookie, else `Accept-Language`, among the offered languages. `redirect`: the address to send
 * the visitor to instead (a remembered Spanish at `/community` → `/es/community`); `rest`: the
 * address without the prefix (the screen's path); `htmlAttributes` for `<html>`; `alternates`: the
 * head's hreflang links of the page.
 */
export function pageLanguage(
  path: string,
  saved: unknown,
  request: { cookie?: string; acceptLanguage?: string; publicUrl: string },
): {
  language: Language;
  rest: string;
  redirect?: string;
  htmlAttributes: string;
  alternates: string;
} {
  const offered = offeredLanguages(toSiteSettings(saved));
  const picked = pickLanguage(
    path,
    offered,
    languageFromCookie(request.cookie),
    parseAcceptLanguage(request.acceptLanguage),
  );
  return {
    ...picked,
    htmlAttributes: htmlLanguageAttributes(picked.language),
    alternates: alternateLinks(request.publicUrl, picked.rest, offered),
  };
}
