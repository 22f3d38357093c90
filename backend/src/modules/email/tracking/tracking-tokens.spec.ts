import { campaignMessageId, deliveryOfMessageId, TrackingTokens } from './tracking-tokens';
import { trackedLinks } from './tracked-links';

describe('tracking tokens', () => {
  const tokens = new TrackingTokens('a-secret-of-this-server');

  it('read back what they were made for', () => {
    const click = tokens.create({ kind: 'click', deliveryId: 1234, link: 2 });
    expect(click).toMatch(/^c1234-2\.[A-Za-z0-9_-]{16}$/);
    expect(tokens.read(click)).toEqual({ kind: 'click', deliveryId: 1234, link: 2 });
    expect(tokens.read(tokens.create({ kind: 'open', deliveryId: 9 }))).toEqual({
      kind: 'open',
      deliveryId: 9,
    });
    expect(tokens.read(tokens.create({ kind: 'unsubscribe', deliveryId: 9 }))).toEqual({
      kind: 'unsubscribe',
      deliveryId: 9,
    });
  });

  it('refuse one altered to another delivery, link or kind, or signed by another server', () => {
    const click = tokens.create({ kind: 'click', deliveryId: 1234, link: 2 });
    const signature = click.slice(click.indexOf('.'));
    expect(tokens.read(`c1235-2${signature}`)).toBeNull();
    expect(tokens.read(`c1234-3${signature}`)).toBeNull();
    expect(tokens.read(`o1234${signature}`)).toBeNull();
    expect(
      tokens.read(new TrackingTokens('another').create({ kind: 'open', deliveryId: 1 })),
    ).toBeNull();
    for (const junk of [undefined, 5, '', 'c1-1', 'https://evil.example', `${click}x`]) {
      expect(tokens.read(junk)).toBeNull();
    }
  });
});

describe('campaign Message-IDs', () => {
  it('name their delivery, campaign and a piece of the campaign key', () => {
    const id = campaignMessageId(
      { id: 42, campaignId: 7, jobKey: '1a2b3c4d-0000-4000-8000-000000000000' },
      'ministry.example',
    );
    expect(id).toBe('<d42.c7.k1a2b3c4d@campaign.ministry.example>');
    expect(deliveryOfMessageId(id)).toEqual({ deliveryId: 42, campaignId: 7, key: '1a2b3c4d' });
    // Mailgun quotes it without the angle brackets.
    expect(deliveryOfMessageId(id.slice(1, -1))).toEqual({
      deliveryId: 42,
      campaignId: 7,
      key: '1a2b3c4d',
    });
    expect(deliveryOfMessageId('<abc@mail.example>')).toBeNull();
    expect(deliveryOfMessageId(null)).toBeNull();
  });
});

describe('the links of a campaign', () => {
  it('are the video, then the lessons, each web link once', () => {
    expect(
      trackedLinks({
        videoUrl: 'https://site.example/media/v.mp4',
        lessonLinks: [
          'https://a.example/1',
          'javascript:alert(1)',
          'https://a.example/1',
          'http://b.example/',
        ],
      }),
    ).toEqual(['https://site.example/media/v.mp4', 'https://a.example/1', 'http://b.example/']);
  });
});
