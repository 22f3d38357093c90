import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { LogoNotAnImageError } from './settings.errors';

export { LOGO_NOT_AN_IMAGE, LOGO_TOO_LARGE } from './settings.errors';

/** The largest logo accepted, in bytes. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;
/** A decompression bomb is refused before it is decoded: 40 megapixels is far beyond any logo. */
const MAX_PIXELS = 40_000_000;
export const FAVICON_SIZE = 64;

const FORMATS = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  webp: { extension: 'webp', contentType: 'image/webp' },
} as const;

export interface SiteImage {
  /** The file name under /media/site/, e.g. `logo-5f0c2b8e1a9d4c37.png`: it changes with the bytes. */
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface LogoImages {
  logo: SiteImage;
  favicon: SiteImage;
}

const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/**
 * Checks the upload by decoding it (its bytes, not its name or type, decide: an SVG, or anything else,
 * is refused), then writes it again in its own format, turned upright and without its metadata
 * (a phone photo's EXIF location stays private), and derives the 64×64 PNG favicon.
 */
export async function processLogo(upload: Buffer): Promise<LogoImages> {
  let format: keyof typeof FORMATS;
  try {
    const metadata = await sharp(upload, { limitInputPixels: MAX_PIXELS }).metadata();
    if (!metadata.format || !(metadata.format in FORMATS)) throw new Error('not accepted');
    format = metadata.format as keyof typeof FORMATS;
  } catch {
    throw new LogoNotAnImageError();
  }
  const { extension, contentType } = FORMATS[format];
  try {
    const source = () => sharp(upload, { limitInputPixels: MAX_PIXELS, animated: false }).rotate();
    const logo = await source().toFormat(format).toBuffer();
    const favicon = await source()
      .resize(FAVICON_SIZE, FAVICON_SIZE, {
        fit: 'contain',
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .png()
      .toBuffer();
    return {
      logo: { name: `logo-${hashOf(logo)}.${extension}`, contentType, bytes: logo },
      favicon: { name: `favicon-${hashOf(favicon)}.png`, contentType: 'image/png', bytes: favicon },
    };
  } catch {
    // The header was readable, the picture is not (truncated or corrupt).
    throw new LogoNotAnImageError();
  }
}
