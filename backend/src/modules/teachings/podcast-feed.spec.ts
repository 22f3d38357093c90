import { episodeGuid, podcastGuid, uuidV5, xml } from './podcast-feed';

describe('podcast feed parts', () => {
  it('podcast:guid is the UUIDv5 of the address without its scheme (the namespace’s own example)', () => {
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
    expect(podcastGuid('http://mp3s.nashownotes.com/pc20rss.xml/')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
  });

  it('UUIDv5 matches RFC 4122’s DNS example', () => {
    // python: uuid.uuid5(uuid.NAMESPACE_DNS, 'python.org')
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    );
  });

  it("an episode's GUID comes from the teaching's id alone", () => {
    expect(episodeGuid(42)).toBe('teaching-42');
  });

  it('escapes markup and drops characters XML cannot carry', () => {
    expect(xml(`A & B <i>"it's"</i>\u0001`)).toBe(
      'A &amp; B &lt;i&gt;&quot;it&apos;s&quot;&lt;/i&gt;',
    );
  });
});
