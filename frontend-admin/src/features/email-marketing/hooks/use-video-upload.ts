import { useCallback, useRef, useState } from 'react';
import { api, dataOf } from '@ministry/api-client';
import { i18n } from '../../../i18n/i18n';
import type { VideoUpload } from '../types';

export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number }
  | { phase: 'done'; videoUrl: string }
  | { phase: 'error'; message: string };

export class UploadUrlError extends Error {}

/**
 * Asks the API for a signed address, then PUTs the file straight to it (no multipart), reporting
 * progress. The PUT is the one request of the frontends the API client does not make: its address
 * comes from the answer, not from the OpenAPI document, and only XMLHttpRequest reports upload
 * progress.
 */
export function useVideoUpload() {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const xhrRef = useRef<XMLHttpRequest | null>(null);

  const upload = useCallback(async (file: File): Promise<string> => {
    setState({ phase: 'uploading', percent: 0 });
    let target: VideoUpload;
    try {
      target = await dataOf(api.POST('/api/objects/video-upload'));
    } catch {
      const message = i18n._({
        id: 'admin.email.uploadUrlFailed',
        message: 'Failed to get upload URL',
      });
      setState({ phase: 'error', message });
      throw new UploadUrlError(message);
    }
    await new Promise<void>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhrRef.current = xhr;
      xhr.open('PUT', target.uploadURL);
      xhr.setRequestHeader('Content-Type', file.type);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) {
          setState({ phase: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
        }
      };
      xhr.onload = () => {
        if (xhr.status >= 200 && xhr.status < 300) resolve();
        else {
          let message = `${xhr.status}: ${xhr.statusText}`;
          try {
            message = (JSON.parse(xhr.responseText) as { message?: string }).message ?? message;
          } catch {
            /* not JSON */
          }
          reject(new Error(message));
        }
      };
      xhr.onerror = () =>
        reject(
          new Error(
            i18n._({ id: 'admin.email.uploadInterrupted', message: 'The upload was interrupted.' }),
          ),
        );
      xhr.onabort = () =>
        reject(
          new Error(
            i18n._({ id: 'admin.email.uploadCancelled', message: 'The upload was cancelled.' }),
          ),
        );
      xhr.send(file);
    }).catch((error: Error) => {
      setState({ phase: 'error', message: error.message });
      throw error;
    });
    setState({ phase: 'done', videoUrl: target.videoUrl });
    return target.videoUrl;
  }, []);

  const cancel = useCallback(() => xhrRef.current?.abort(), []);
  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, upload, cancel, reset };
}
