import { i18n } from '../../i18n/i18n';

/**
 * Reads QR codes from the camera's frames: the browser's BarcodeDetector where it knows QR codes
 * (Chrome on Android and macOS, Safari), else jsQR, fetched only then (its own chunk, 130 kB, 26 kB as brotli).
 */
export interface QrReader {
  /** The text of a QR code in the video's current frame, or null when it shows none. */
  read(video: HTMLVideoElement): Promise<string | null>;
  /** Which decoder reads (for the screen's hint and the tests). */
  kind: 'native' | 'jsqr';
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

async function nativeReader(): Promise<QrReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    if (!(await Detector.getSupportedFormats()).includes('qr_code')) return null;
    const detector = new Detector({ formats: ['qr_code'] });
    return {
      kind: 'native',
      read: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
    };
  } catch {
    return null;
  }
}

/** The largest side a frame is scaled to before jsQR reads it: enough for a ticket held up close. */
const MAX_SIDE = 640;

async function jsQrReader(): Promise<QrReader> {
  const { default: jsQR } = await import(/* webpackChunkName: "jsqr" */ 'jsqr');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    kind: 'jsqr',
    read: (video) => {
      const { videoWidth, videoHeight } = video;
      if (!context || !videoWidth || !videoHeight) return Promise.resolve(null);
      const scale = Math.min(1, MAX_SIDE / Math.max(videoWidth, videoHeight));
      canvas.width = Math.round(videoWidth * scale);
      canvas.height = Math.round(videoHeight * scale);
      context.drawImage(video, 0, 0, canvas.width, canvas.height);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const code = jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' });
      return Promise.resolve(code?.data ?? null);
    },
  };
}

export async function createQrReader(): Promise<QrReader> {
  return (await nativeReader()) ?? jsQrReader();
}

/** What the screen says when the camera cannot be opened. */
export function cameraErrorText(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return i18n._({
      id: 'admin.checkIn.cameraNotAllowed',
      message:
        'The camera was not allowed. Allow this site to use the camera in the browser, or find the person by name.',
    });
  if (name === 'NotFoundError' || name === 'OverconstrainedError')
    return i18n._({
      id: 'admin.checkIn.cameraNotFound',
      message: 'No camera was found on this device. Find the person by name instead.',
    });
  if (name === 'NotReadableError')
    return i18n._({
      id: 'admin.checkIn.cameraInUse',
      message: 'The camera is in use by another app. Close it and try again.',
    });
  return i18n._({
    id: 'admin.checkIn.cameraFailed',
    message: 'The camera could not be opened. Find the person by name instead.',
  });
}
