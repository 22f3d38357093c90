import { describe, expect, it } from '@jest/globals';
import {
  aboutParagraphs,
  accentProperties,
  channelLink,
  documentTitle,
  serviceTimeText,
  socialLinks,
  telHref,
  youTubeVideoId,
} from './display';
import { DEFAULT_SITE_SETTINGS } from './site-settings';

describe('what the pages show of the settings', () => {
  it('write a service time as its days and time', () => {
    expect(DEFAULT_SITE_SETTINGS.serviceTimes.map(serviceTimeText)).toEqual([
      'Saturday 10:00 AM - 12:00 PM',
      'Wednesday 7:00 PM - 8:30 PM',
      'Fridays at 6:30 PM',
    ]);
    expect(serviceTimeText({ name: 'Prayer', days: '', time: 'Daily at 6 AM' })).toBe(
      'Daily at 6 AM',
    );
  });

  it('call the digits of a phone number, keeping an international +', () => {
    expect(telHref('(555) 123-4567')).toBe('tel:5551234567');
    expect(telHref('+44 20 7946.0000')).toBe('tel:+442079460000');
  });

  it('split the About text into paragraphs at blank lines', () => {
    expect(aboutParagraphs('One\nstill one.\n\n  Two.  \r\n\r\nThree.\n\n\n')).toEqual([
      'One\nstill one.',
      'Two.',
      'Three.',
    ]);
    expect(aboutParagraphs(DEFAULT_SITE_SETTINGS.aboutText)).toHaveLength(2);
  });

  it('find the video id in every YouTube address form, and none elsewhere', () => {
    for (const url of [
      'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      'https://youtu.be/M7lc1UVf-VE?t=3',
      'https://www.youtube.com/embed/M7lc1UVf-VE',
      'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
      'https://youtube.com/shorts/M7lc1UVf-VE',
      'https://m.youtube.com/watch?v=M7lc1UVf-VE&list=x',
    ]) {
      expect([url, youTubeVideoId(url)]).toEqual([url, 'M7lc1UVf-VE']);
    }
    for (const url of [
      '',
      'not a url',
      'https://vimeo.com/123456',
      'https://www.youtube.com/watch?v=a"b',
    ]) {
      expect([url, youTubeVideoId(url)]).toEqual([url, undefined]);
    }
  });

  it('link the channel as set, else a search for the ministry', () => {
    expect(channelLink({ channelUrl: 'https://www.youtube.com/@grace', ministryName: 'x' })).toBe(
      'https://www.youtube.com/@grace',
    );
    expect(channelLink(DEFAULT_SITE_SETTINGS)).toBe(
      'https://www.youtube.com/results?search_query=Spirit%20%26%20Truth%20Ministry',
    );
  });

  it('leave out an empty social link', () => {
    expect(socialLinks(DEFAULT_SITE_SETTINGS).map((link) => link.label)).toEqual([
      'Facebook',
      'Instagram',
      'Twitter',
    ]);
    expect(
      socialLinks({
        facebookUrl: '',
        instagramUrl: 'https://instagram.com/grace',
        twitterUrl: ' ',
      }),
    ).toEqual([{ label: 'Instagram', href: 'https://instagram.com/grace' }]);
  });

  it("give the accent colour's CSS properties, none for the built-in colour or a non-colour", () => {
    expect(accentProperties('#7A1F1F')).toEqual({
      '--color-navy': '#7a1f1f',
      '--color-navy-dark': '#4f1414',
    });
    expect(accentProperties('#1f3a5f')).toBeUndefined();
    expect(accentProperties('red;}body{display:none')).toBeUndefined();
  });

  it('title a screen after the ministry', () => {
    expect(documentTitle('Grace Chapel', 'Community')).toBe('Community | Grace Chapel');
    expect(documentTitle('Grace Chapel', '')).toBe('Grace Chapel');
  });
});
