import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';

/**
 * A screen's first paint as HTML, for build-time prerendering (webpack/prerender.mjs): rendered at
 * `location` with the providers the shell gives it and no data yet, so data sections show their
 * skeletons, exactly as the app's own first render does. Never imported by browser code.
 */
export function renderStatic(element: ReactElement, location: string): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <StaticRouter location={location}>{element}</StaticRouter>
    </QueryClientProvider>,
  );
}
