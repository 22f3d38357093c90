import { useEffect, useRef, useState } from 'react';
import { Alert, Button } from 'antd';
import { cameraErrorText, createQrReader } from '../qr-decoder';

/** How often a frame is read (a phone's camera gives ~30 a second; a few are plenty). */
const READ_EVERY_MS = 200;

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
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
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
        setError('This browser cannot open the camera here. Find the person by name instead.');
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
      } catch (failure) {
        if (!stopped) setError(cameraErrorText(failure));
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
    <div className="check-in__scanner" role="group" aria-label="Ticket scanner">
      {error ? (
        <Alert type="error" showIcon role="alert" title={error} />
      ) : (
        <>
          {/* The camera's picture: nothing to hear, so no captions. */}
          <video
            ref={video}
            className="check-in__video"
            muted
            playsInline
            aria-label="Camera picture"
          />
          <p className="check-in__hint" role="status">
            {ready ? "Hold the ticket's QR code in front of the camera." : 'Opening the camera…'}
          </p>
        </>
      )}
      <Button onClick={onClose}>Stop scanning</Button>
    </div>
  );
}
