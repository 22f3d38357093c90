import {
  isLocalAddress,
  isLocalHost,
  canonicalLocale,
  containsHtml,
  contrastWithWhite,
  isTimeZone,
  normaliseYoutubeUrl,
} from './settings-rules';

describe('settings rules', () => {
  it('knows a local host and a local sender address (mail from them is refused elsewhere)', () => {
    for (const host of [
      'localhost',
      'LOCALHOST.',
      'app.localhost',
      '127.0.0.1',
      '[::1]',
      '0.0.0.0',
    ])
      expect(isLocalHost(host)).toBe(true);
    for (const host of ['gracefellowship.org', 'localhost.org', 'mylocalhost.net', '10.0.0.5'])
      expect(isLocalHost(host)).toBe(false);
    expect(isLocalAddress('no-reply@localhost')).toBe(true);
    expect(isLocalAddress('no-reply@mail.localhost')).toBe(true);
    expect(isLocalAddress('no-reply')).toBe(true);
    expect(isLocalAddress('no-reply@gracefellowship.org')).toBe(false);
  });

  it('measures contrast against white as WCAG does', () => {
    expect(contrastWithWhite('#000000')).toBeCloseTo(21, 1);
    expect(contrastWithWhite('#ffffff')).toBeCloseTo(1, 5);
    expect(contrastWithWhite('#1f3a5f')).toBeGreaterThan(4.5);
    expect(contrastWithWhite('#767676')).toBeGreaterThanOrEqual(4.5);
    expect(contrastWithWhite('#777777')).toBeLessThan(4.5);
  });

  it.each([
    'https://www.youtube.com/watch?v=M7lc1UVf-VE',
    'https://youtube.com/watch?v=M7lc1UVf-VE&t=42s',
    'http://m.youtube.com/watch?feature=share&v=M7lc1UVf-VE',
    'https://youtu.be/M7lc1UVf-VE?si=abc',
    'youtu.be/M7lc1UVf-VE',
    'https://www.youtube.com/embed/M7lc1UVf-VE?rel=0',
    'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE',
    'https://www.youtube.com/shorts/M7lc1UVf-VE',
    'https://www.youtube.com/live/M7lc1UVf-VE',
  ])('normalises %s to the watch form', (url) => {
    expect(normaliseYoutubeUrl(url)).toBe('https://www.youtube.com/watch?v=M7lc1UVf-VE');
  });

  it.each([
    'https://vimeo.com/123',
    'https://www.youtube.com/channel/UCxxxxxxxxxxxxxxxxxxxxxx',
    'javascript:alert(1)',
    'https://youtu.be/short',
    '',
  ])('leaves %s as it is', (url) => {
    expect(normaliseYoutubeUrl(url)).toBe(url);
  });

  it('finds HTML tags, not comparisons', () => {
    expect(containsHtml('We <b>love</b> you')).toBe(true);
    expect(containsHtml('<script>alert(1)</script>')).toBe(true);
    expect(containsHtml('a <!-- note -->')).toBe(true);
    expect(containsHtml('1 < 2 and 3 > 2')).toBe(false);
  });

  it('knows IANA zones and BCP 47 tags', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    // Both names of a renamed zone, whichever one this runtime's ICU lists (a browser may list the other).
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Asia/Calcutta')).toBe(true);
    expect(isTimeZone('Europe/Kyiv')).toBe(true);
    expect(canonicalLocale('en-us')).toBe('en-US');
    expect(canonicalLocale('pt-BR')).toBe('pt-BR');
    expect(canonicalLocale('en_US')).toBeUndefined();
    expect(canonicalLocale('')).toBeUndefined();
  });
});
