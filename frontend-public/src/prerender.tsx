import { toSiteSettings } from '@ministry/frontend-kit';
import { offeredLanguages } from '@ministry/frontend-kit/src/i18n/languages';
import { renderStatic } from '@ministry/frontend-kit/src/prerender/render-static';
import { activateStaticLanguage } from '@ministry/frontend-kit/src/prerender/static-language';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { GivePage } from './features/give/GivePage';
import { HomePage } from './features/home/HomePage';
import { PAGES_CATALOGUES } from './i18n/pages-static';
import { TeachingPage } from './features/teachings/components/TeachingPage';
import { TeachingSeriesPage } from './features/teachings/components/TeachingSeriesPage';
import { TeachingSpeakerPage } from './features/teachings/components/TeachingSpeakerPage';
import { TeachingsPage } from './features/teachings/components/TeachingsPage';

/**
 * The screens the page server may render with their data (the teaching library's and the giving
 * page), at the routes of the shell (the library's read their slug from it).
 */
const DATA_SCREENS: Record<string, { path: string; element: ReactElement; sample: string }> = {
  GivePage: { path: '/give', element: <GivePage />, sample: '/give' },
  TeachingsPage: { path: '/teachings', element: <TeachingsPage />, sample: '/teachings' },
  TeachingPage: { path: '/teachings/:slug', element: <TeachingPage />, sample: '/teachings/x' },
  TeachingSeriesPage: {
    path: '/teachings/series/:slug',
    element: <TeachingSeriesPage />,
    sample: '/teachings/series/x',
  },
  TeachingSpeakerPage: {
    path: '/teachings/speakers/:slug',
    element: <TeachingSpeakerPage />,
    sample: '/teachings/speakers/x',
  },
};

const routed = (module: string) => {
  const screen = DATA_SCREENS[module];
  return (
    <Routes>
      <Route path={screen.path} element={screen.element} />
    </Routes>
  );
};

/**
 * The exposed screens' first paint (see libs/frontend-kit/webpack/prerender.mjs), by file name: at
 * build time with the default settings, on the page server with the saved ones. The data screens
 * without their data (their loading state) for when the server has none to give them. In `language`
 * (an offered one; by default the site's default language).
 */
export function prerender(saved?: unknown, language?: string): Record<string, string> {
  const settings = toSiteSettings(saved);
  activateStaticLanguage(language ?? offeredLanguages(settings).defaultLanguage, [
    PAGES_CATALOGUES,
  ]);
  return {
    'HomePage.html': renderStatic(<HomePage />, '/', settings),
    ...Object.fromEntries(
      Object.entries(DATA_SCREENS).map(([module, screen]) => [
        `${module}.html`,
        renderStatic(routed(module), screen.sample, settings),
      ]),
    ),
  };
}

/**
 * A data screen rendered at `location` with its queries' answers: the page server sends it with its
 * content (backend/src/common/http/prerendered-pages.ts, `dataPage`).
 */
export function renderScreen(
  module: string,
  location: string,
  saved: unknown,
  queries: readonly { key: readonly unknown[]; data: unknown }[],
  /** The page's language (an offered one; by default the site's default language). */
  language?: string,
): string | undefined {
  if (!DATA_SCREENS[module]) return undefined;
  const settings = toSiteSettings(saved);
  activateStaticLanguage(language ?? offeredLanguages(settings).defaultLanguage, [
    PAGES_CATALOGUES,
  ]);
  return renderStatic(routed(module), location, settings, queries);
}
