import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SITE_SETTINGS, parseEmbeddedSettings } from '../site-settings/site-settings';
import { organizationJsonLd, siteHead, siteTitle } from './site-head';

const embeddedIn = (head: string) =>
  parseEmbeddedSettings(
    head.match(/<script id="site-settings" type="application\/json">(.*?)<\/script>/)?.[1],
  );

describe("the head the page server sends with the ministry's settings", () => {
  it('titles the page with the name and tagline', () => {
    expect(siteTitle(DEFAULT_SITE_SETTINGS)).toBe(
      'Spirit & Truth Ministry – Walking in Spirit and Truth',
    );
    expect(siteTitle({ ministryName: 'Grace Chapel', tagline: '' })).toBe('Grace Chapel');
  });

  it('escapes what an administrator typed, and embeds the settings so the app reads them back', () => {
    const settings = {
      ...DEFAULT_SITE_SETTINGS,
      ministryName: 'Grace "Chapel" </script><script>alert(1)</script>',
      tagline: '<b>Hope</b> & joy',
    };
    const head = siteHead(settings);
    expect(head).toContain(
      '<title>Grace &quot;Chapel&quot; &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; – &lt;b&gt;Hope&lt;/b&gt; &amp; joy</title>',
    );
    expect(head).not.toContain('</script><script>alert');
    expect(head.match(/<\/script>/g)).toHaveLength(2);
    expect(embeddedIn(head)).toEqual(settings);
  });

  it('links the uploaded favicon, else the built one, and sets the accent colour only when changed', () => {
    const built = siteHead(DEFAULT_SITE_SETTINGS);
    expect(built).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(built).not.toContain('site-accent');
    const own = siteHead({
      ...DEFAULT_SITE_SETTINGS,
      faviconUrl: '/media/site/favicon-1.png',
      accentColor: '#7a1f1f',
    });
    expect(own).toContain('<link rel="icon" href="/media/site/favicon-1.png" type="image/png">');
    expect(own).toContain('<meta name="theme-color" content="#7a1f1f">');
    expect(own).toContain('<style id="site-accent">:root{--color-navy:#7a1f1f;');
  });

  it('describes the ministry as an Organization, with its shown links only', () => {
    expect(
      organizationJsonLd({
        ...DEFAULT_SITE_SETTINGS,
        instagramUrl: '',
        twitterUrl: '',
        channelUrl: 'https://www.youtube.com/@grace',
        phone: '',
      }),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Spirit & Truth Ministry',
      url: '/',
      logo: '/og-image.jpg',
      description: DEFAULT_SITE_SETTINGS.footerMission,
      email: 'info@example.org',
      address: '123 Faith Avenue, Springfield, ST 12345',
      sameAs: ['https://www.facebook.com/', 'https://www.youtube.com/@grace'],
    });
  });
});
