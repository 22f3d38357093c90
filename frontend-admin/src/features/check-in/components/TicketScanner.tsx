import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { cameraErrorText, createQrReader } from '../qr-decoder';

/** How often a frame is read (a phone's camera gives ~30 a second; a few are plenty). */
const READ_EVERY_MS = 200;

/** The browser offers no camera API here. */
const UNSUPPORTED = Symbol('unsupported');

/**
 * The phone's camera, reading QR codes until one is found: the back camera where there is one, the
 * stream stopped as soon as a code is read or the scanner closes.
 */
export function TicketScanner({
  onCode,
  onClose,
}: {
  onCode: (text: string) => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const video = useRef<HTMLVideoElement>(null);
  // Why the camera could not be opened, said in the language shown.
  const [error, setError] = useState<{ failure: unknown } | null>(null);
  const [ready, setReady] = useState(false);
  // The latest callback, without restarting the camera when the parent renders again.
  const found = useRef(onCode);
  found.current = onCode;

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
    (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setError({ failure: UNSUPPORTED });
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (failure) {
        if (!stopped) setError({ failure });
        return;
      }
      const element = video.current;
      if (stopped || !element) return stop();
      element.srcObject = stream;
      await element.play().catch(() => undefined);
      const reader = await createQrReader();
      if (stopped) return undefined;
      setReady(true);
      const tick = async () => {
        if (stopped) return;
        const text = await reader.read(element).catch(() => null);
        if (stopped) return;
        if (text) {
          stop();
          found.current(text);
          return;
        }
        timer = setTimeout(() => void tick(), READ_EVERY_MS);
      };
      void tick();
      return undefined;
    })();
    return stop;
  }, []);

  return (
    <div
      className="check-in__scanner"
      role="group"
      aria-label={i18n._({ id: 'admin.checkIn.scanner', message: 'Ticket scanner' })}
    >
      {error ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            error.failure === UNSUPPORTED
              ? i18n._({
                  id: 'admin.checkIn.noCamera',
                  message:
                    'This browser cannot open the camera here. Find the person by name instead.',
                })
              : cameraErrorText(error.failure)
          }
        />
      ) : (
        <>
          {/* The camera's picture: nothing to hear, so no captions. */}
          <video
            ref={video}
            className="check-in__video"
            muted
            playsInline
            aria-label={i18n._({ id: 'admin.checkIn.cameraPicture', message: 'Camera picture' })}
          />
          <p className="check-in__hint" role="status">
            {ready
              ? i18n._({
                  id: 'admin.checkIn.holdTicket',
                  message: "Hold the ticket's QR code in front of the camera.",
                })
              : i18n._({ id: 'admin.checkIn.openingCamera', message: 'Opening the camera…' })}
          </p>
        </>
      )}
      <Button onClick={onClose}>
        {i18n._({ id: 'admin.checkIn.stopScanning', message: 'Stop scanning' })}
      </Button>
    </div>
  );
}
