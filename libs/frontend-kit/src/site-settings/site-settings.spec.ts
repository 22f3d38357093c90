import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SITE_SETTINGS, parseEmbeddedSettings, toSiteSettings } from './site-settings';

describe('the default site settings', () => {
  it("are the contract's fresh-install values: the spec's texts as the pages showed them", () => {
    expect(DEFAULT_SITE_SETTINGS).toEqual({
      ministryName: 'Spirit & Truth Ministry',
      tagline: 'Walking in Spirit and Truth',
      logoUrl: null,
      faviconUrl: null,
      accentColor: '#1f3a5f',
      heroHeadline: 'Walking in Spirit and Truth',
      heroSubline:
        'A place to grow in authentic faith, deepen your spiritual walk and find a community that seeks God together.',
      heroPrimaryLabel: 'Watch Sermons',
      heroSecondaryLabel: 'Join Our Shabbat Fellowship',
      aboutText:
        'We are a fellowship of believers devoted to studying the Scriptures, worshipping in spirit and in truth, and walking out our faith in everyday life.' +
        '\n\n' +
        'Through teaching, Shabbat fellowship, prayer and community we help one another grow in the knowledge of God and in love for our neighbours. Wherever you are on your journey, you are welcome here.',
      aboutVideoUrl: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      footerMission:
        "Our mission is to share God's Word in spirit and in truth, and to build a community of faith where every person can grow, belong and serve.",
      closingQuote: 'God is Spirit, and those who worship Him must worship in spirit and truth.',
      closingQuoteReference: 'John 4:24',
      newsletterPromise:
        'Receive weekly inspiration, upcoming events and ministry updates in your inbox.',
      postalAddress: '123 Faith Avenue, Springfield, ST 12345',
      phone: '(555) 123-4567',
      email: 'info@example.org',
      serviceTimes: [
        { name: 'Shabbat Fellowship', days: 'Saturday', time: '10:00 AM - 12:00 PM' },
        { name: 'Torah Study', days: 'Wednesday', time: '7:00 PM - 8:30 PM' },
        { name: 'Youth Ministry', days: 'Fridays', time: 'at 6:30 PM' },
      ],
      facebookUrl: 'https://www.facebook.com/',
      instagramUrl: 'https://www.instagram.com/',
      twitterUrl: 'https://twitter.com/',
      channelUrl: '',
      timeZone: 'UTC',
      locale: 'en-US',
      // A fresh install offers English alone.
      defaultLanguage: 'en',
      language: 'en',
      languages: ['en'],
    });
  });

  it('cannot be changed by a page that reads them', () => {
    expect(Object.isFrozen(DEFAULT_SITE_SETTINGS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_SITE_SETTINGS.serviceTimes)).toBe(true);
  });
});

describe('settings as sent', () => {
  it('are taken field by field over the defaults; a missing or mistyped field keeps its default', () => {
    const settings = toSiteSettings({
      ministryName: 'Grace Chapel',
      heroHeadline: 42,
      logoUrl: '/media/site/logo-1.png',
      faviconUrl: '',
      serviceTimes: [{ name: 'Sunday Worship', days: '', time: '9 AM', extra: true }],
      updatedAt: '2026-11-23T10:00:00.000Z',
      senderAddress: 'never@shown.example',
    });
    expect(settings).toMatchObject({
      ministryName: 'Grace Chapel',
      heroHeadline: 'Walking in Spirit and Truth',
      logoUrl: '/media/site/logo-1.png',
      faviconUrl: null,
      serviceTimes: [{ name: 'Sunday Worship', days: '', time: '9 AM' }],
      tagline: DEFAULT_SITE_SETTINGS.tagline,
    });
    // Only the fields the pages know are kept.
    expect(settings).not.toHaveProperty('senderAddress');
    expect(settings).not.toHaveProperty('updatedAt');
  });

  it('keep the default service times when a row is malformed, and allow none', () => {
    expect(toSiteSettings({ serviceTimes: [{ name: 'x' }] })?.serviceTimes).toEqual(
      DEFAULT_SITE_SETTINGS.serviceTimes,
    );
    expect(toSiteSettings({ serviceTimes: [] })?.serviceTimes).toEqual([]);
  });

  it('are nothing when they are not an object', () => {
    for (const value of [null, undefined, 'x', 3, []])
      expect(toSiteSettings(value)).toBeUndefined();
  });

  it('are read from the embedded script, or nothing when it is absent or broken', () => {
    expect(
      parseEmbeddedSettings('{"ministryName":"Grace \\u003cChapel\\u003e"}')?.ministryName,
    ).toBe('Grace <Chapel>');
    expect(parseEmbeddedSettings(null)).toBeUndefined();
    expect(parseEmbeddedSettings('')).toBeUndefined();
    expect(parseEmbeddedSettings('{"ministryName":')).toBeUndefined();
  });
});
