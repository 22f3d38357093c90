import { withSettingsHead } from './prerendered-pages';

/** The head as html-webpack-plugin writes it (minified: unquoted attributes where it can). */
const BUILT =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<title>Spirit & Truth Ministry – Walking in Spirit and Truth</title><meta name=description content="Teaching videos.">' +
  '<meta name=theme-color content=#1f3a5f><meta property=og:type content=website><meta property=og:site_name content="Spirit & Truth Ministry">' +
  '<meta property=og:title content="Walking in Spirit and Truth"><meta property=og:description content="Teaching videos.">' +
  '<meta property=og:image content=/og-image.jpg><meta property=og:image:alt content="Spirit & Truth Ministry: Walking">' +
  '<script type=application/ld+json>{"@type":"Organization","name":"Spirit & Truth Ministry"}</script>' +
  '<link rel=icon href=/favicon.svg type=image/svg+xml><script defer src=/main.js></script>' +
  '<link href=/main.css rel=stylesheet></head><body><div id=root></div></body></html>';

describe('the head of the served page with the settings', () => {
  it("replaces every tag that carries the settings and keeps the build's own", () => {
    const head = '<title>Grace</title><meta name="description" content="Hope">';
    const page = withSettingsHead(BUILT, head);
    expect(page).not.toContain('Spirit & Truth');
    expect(page).not.toContain('Teaching videos');
    expect(page).not.toContain('favicon.svg');
    expect(page).not.toContain('theme-color');
    for (const kept of [
      '<meta charset=utf-8>',
      '<meta property=og:type content=website>',
      '<meta property=og:image content=/og-image.jpg>',
      '<script defer src=/main.js></script>',
      '<link href=/main.css rel=stylesheet>',
    ]) {
      expect([kept, page.includes(kept)]).toEqual([kept, true]);
    }
    expect(page).toContain(`${head}</head><body><div id=root></div>`);
  });

  it('replaces its own earlier head, so composing twice leaves one of each', () => {
    const first = withSettingsHead(
      BUILT,
      '<title>A</title><style id="site-accent">:root{}</style><script id="site-settings" type="application/json">{}</script>',
    );
    const second = withSettingsHead(first, '<title>B</title>');
    expect(second.match(/<title>/g)).toHaveLength(1);
    expect(second).not.toContain('site-accent');
    expect(second).not.toContain('site-settings');
  });
});
