import { afterEach, describe, expect, it } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createQueryClient } from '../api/query-client';
import { renderStatic } from '../prerender/render-static';
import { DEFAULT_SITE_SETTINGS, SITE_SETTINGS_ELEMENT_ID } from './site-settings';
import { useSiteSettings } from './use-site-settings';

function Name() {
  const { ministryName, heroHeadline } = useSiteSettings();
  return (
    <p>
      {ministryName} / {heroHeadline}
    </p>
  );
}

const render = () =>
  renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <Name />
    </QueryClientProvider>,
  );

describe('useSiteSettings', () => {
  afterEach(() => {
    delete (globalThis as { document?: unknown }).document;
  });

  it('gives the defaults until settings arrive', () => {
    expect(render()).toBe('<p>Spirit &amp; Truth Ministry / Walking in Spirit and Truth</p>');
  });

  it('gives the settings a prerender is given', () => {
    const html = renderStatic(<Name />, '/', {
      ...DEFAULT_SITE_SETTINGS,
      ministryName: 'Grace Chapel',
      heroHeadline: 'Come as you are',
    });
    expect(html).toBe('<p>Grace Chapel / Come as you are</p>');
  });

  it('gives the settings embedded in the page on the first render (no request)', () => {
    const element = {
      textContent: JSON.stringify({ ministryName: 'Grace Chapel', heroHeadline: 'Welcome' }),
    };
    (globalThis as { document?: unknown }).document = {
      getElementById: (id: string) => (id === SITE_SETTINGS_ELEMENT_ID ? element : null),
    };
    expect(render()).toBe('<p>Grace Chapel / Welcome</p>');
  });
});
