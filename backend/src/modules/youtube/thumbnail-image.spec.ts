import sharp from 'sharp';
import { copyHash, renderThumbnail, thumbnailSource } from './thumbnail-image';
import { isThumbnailAddress } from './thumbnail-mirror.service';

/** A JPEG of `width`×`height`: black, with a red 16:9 band across the middle (the platform's 4:3 sizes). */
async function letterboxed(width: number, height: number): Promise<Buffer> {
  const band = Math.round((width * 9) / 16);
  const red = await sharp({ create: { width, height: band, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#000000' } })
    .composite([{ input: red, top: Math.round((height - band) / 2), left: 0 }])
    .jpeg()
    .toBuffer();
}

describe('thumbnailSource', () => {
  const sizes = (...names: string[]) =>
    Object.fromEntries(
      names.map((name) => [name, { url: `https://i.ytimg.com/vi/x/${name}.jpg` }]),
    );

  it('takes the smallest size that fills the card', () => {
    expect(thumbnailSource(sizes('default', 'medium', 'high', 'standard', 'maxres'))).toMatch(
      /standard/,
    );
    expect(thumbnailSource(sizes('default', 'medium', 'high', 'maxres'))).toMatch(/maxres/);
    expect(thumbnailSource(sizes('default', 'medium', 'high'))).toMatch(/high/);
    expect(thumbnailSource(sizes('default'))).toMatch(/default/);
  });

  it('is empty when none is listed', () => {
    expect(thumbnailSource(undefined)).toBe('');
    expect(thumbnailSource({ high: { url: '' }, medium: undefined })).toBe('');
  });
});

describe('renderThumbnail', () => {
  it.each([
    ['standard 640×480', 640, 480, 640, 360],
    ['high 480×360', 480, 360, 480, 270],
    ['maxres 1280×720', 1280, 720, 640, 360],
    ['medium 320×180', 320, 180, 320, 180],
  ])('makes %s a 16:9 WebP of at most 640×360', async (_name, w, h, width, height) => {
    const copy = await renderThumbnail(await letterboxed(w, h));
    const meta = await sharp(copy).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', width, height]);
    // The black bars are cropped away: the top rows are the picture.
    const top = await sharp(copy).extract({ left: 0, top: 0, width, height: 4 }).stats();
    expect(top.channels[0].mean).toBeGreaterThan(200);
  });

  it('refuses what is not a JPEG, PNG or WebP picture', async () => {
    await expect(renderThumbnail(Buffer.from('<html>Not Found</html>'))).rejects.toThrow();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    await expect(renderThumbnail(gif)).rejects.toThrow(/not a JPEG, PNG or WebP/);
  });

  it('names a copy by its source', async () => {
    const one = await letterboxed(480, 360);
    expect(copyHash(one)).toMatch(/^[0-9a-f]{16}$/);
    expect(copyHash(one)).toBe(copyHash(Buffer.from(one)));
    expect(copyHash(one)).not.toBe(copyHash(await letterboxed(640, 480)));
  });
});

describe('isThumbnailAddress', () => {
  const api = 'https://www.googleapis.com/youtube/v3';

  it("fetches from the platform's image hosts over HTTPS", () => {
    expect(isThumbnailAddress('https://i.ytimg.com/vi/abc/sddefault.jpg', api)).toBe(true);
    expect(isThumbnailAddress('https://i9.ytimg.com/vi/abc/hqdefault.jpg', api)).toBe(true);
    expect(isThumbnailAddress('http://i.ytimg.com/vi/abc/sddefault.jpg', api)).toBe(false);
  });

  it("and from the API's own host (a stand-in or a proxy)", () => {
    expect(isThumbnailAddress('http://127.0.0.1:4000/vi/a/b.jpg', 'http://127.0.0.1:4000/v3')).toBe(
      true,
    );
    expect(isThumbnailAddress('http://127.0.0.1:4001/vi/a/b.jpg', 'http://127.0.0.1:4000/v3')).toBe(
      false,
    );
  });

  it.each([
    'https://evil.example/vi/abc/sddefault.jpg',
    'https://ytimg.com.evil.example/x.jpg',
    'https://user:pass@i.ytimg.com/x.jpg',
    'http://169.254.169.254/latest/meta-data',
    'file:///etc/passwd',
    'not a url',
    '',
  ])('not from %p', (address) => {
    expect(isThumbnailAddress(address, api)).toBe(false);
  });
});
