import { useRef, useState } from 'react';
import { Alert, Button, Modal, Progress } from 'antd';
import { toast, useLingui } from '@ministry/frontend-kit';
import { i18n, intlLocale } from '../../../i18n/i18n';
import { UploadUrlError, useVideoUpload } from '../hooks/use-video-upload';
import { MAX_VIDEO_BYTES } from '../types';

/** A file size people read at a glance: bytes, KB or MB (never "0.0 MB" for a small file). */
export function fileSize(bytes: number): string {
  if (bytes < 1024)
    return i18n._({
      id: 'admin.email.bytes',
      message: '{count, plural, one {# byte} other {# bytes}}',
      values: { count: bytes },
    });
  if (bytes < 1024 * 1024)
    return i18n._({
      id: 'admin.email.kilobytes',
      message: '{size} KB',
      values: {
        size: Math.round(bytes / 1024).toLocaleString(intlLocale(), { useGrouping: false }),
      },
    });
  return i18n._({
    id: 'admin.email.megabytes',
    message: '{size} MB',
    values: {
      size: (bytes / 1024 / 1024).toLocaleString(intlLocale(), {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        useGrouping: false,
      }),
    },
  });
}

/**
 * Video Message: one video file of at most 100 MB, chosen first and uploaded only when asked
 * (no automatic start), straight to a signed address with progress.
 */
export function VideoUploadField({
  value: videoUrl = null,
  onChange,
}: {
  /** The uploaded video's address (a form field's value). */
  value?: string | null;
  onChange?: (videoUrl: string) => void;
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { state, upload, cancel, reset } = useVideoUpload();
  const uploading = state.phase === 'uploading';

  const close = () => {
    if (uploading) cancel();
    setOpen(false);
    setFile(null);
    setFileError(null);
    reset();
  };

  const choose = (files: FileList | null) => {
    setFileError(null);
    reset();
    const chosen = files?.[0] ?? null;
    if (files && files.length > 1)
      setFileError(
        i18n._({ id: 'admin.email.oneVideoFile', message: 'Please choose one video file.' }),
      );
    else if (chosen && !chosen.type.startsWith('video/'))
      setFileError(i18n._({ id: 'admin.email.notVideo', message: 'Please choose a video file.' }));
    else if (chosen && chosen.size > MAX_VIDEO_BYTES)
      setFileError(
        i18n._({
          id: 'admin.email.videoTooLarge',
          message: 'The video must be 100 MB or smaller.',
        }),
      );
    setFile(chosen);
  };

  const start = async () => {
    if (!file || fileError) return;
    try {
      const url = await upload(file);
      onChange?.(url);
      toast({
        title: i18n._({ id: 'admin.email.videoUploaded', message: 'Video uploaded' }),
        description: i18n._({
          id: 'admin.email.videoUploadedText',
          message: 'Video message has been uploaded successfully.',
        }),
      });
      close();
    } catch (error) {
      if (error instanceof UploadUrlError) {
        toast({
          title: i18n._({ id: 'admin.toast.error', message: 'Error' }),
          description: error.message,
          variant: 'destructive',
        });
      } else {
        toast({
          title: i18n._({ id: 'admin.email.uploadFailed', message: 'Upload failed' }),
          description: (error as Error).message,
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <section className="em-section" aria-labelledby="em-video-heading">
      <h3 id="em-video-heading">
        {i18n._({ id: 'admin.email.videoMessage', message: 'Video Message' })}
      </h3>
      <Button onClick={() => setOpen(true)}>
        {videoUrl
          ? i18n._({ id: 'admin.email.replaceVideo', message: 'Replace Video' })
          : i18n._({ id: 'admin.email.uploadVideo', message: 'Upload Video Message' })}
      </Button>
      {videoUrl && (
        <p className="em-hint" role="status">
          {i18n._({ id: 'admin.email.videoDone', message: 'Video uploaded successfully' })}
        </p>
      )}
      <Modal
        open={open}
        title={i18n._({ id: 'admin.email.uploadVideo', message: 'Upload Video Message' })}
        onCancel={close}
        footer={[
          <Button key="cancel" onClick={close}>
            {i18n._({ id: 'admin.action.cancel', message: 'Cancel' })}
          </Button>,
          <Button
            key="upload"
            type="primary"
            onClick={() => void start()}
            disabled={!file || !!fileError || uploading}
            loading={uploading}
          >
            {uploading
              ? i18n._({ id: 'admin.email.uploading', message: 'Uploading...' })
              : i18n._({ id: 'admin.email.upload', message: 'Upload' })}
          </Button>,
        ]}
      >
        <label htmlFor="em-video-file" style={{ display: 'block', marginBottom: 8 }}>
          {i18n._({
            id: 'admin.email.videoFile',
            message: 'Video file (one file, up to 100 MB)',
          })}
        </label>
        <input
          id="em-video-file"
          ref={inputRef}
          type="file"
          accept="video/*"
          onChange={(e) => choose(e.target.files)}
          disabled={uploading}
          aria-describedby="em-video-file-help"
        />
        <p id="em-video-file-help" className="em-hint">
          {file
            ? i18n._({
                id: 'admin.email.chosenFile',
                message: '{name} ({size})',
                values: { name: file.name, size: fileSize(file.size) },
              })
            : i18n._({ id: 'admin.email.noFile', message: 'No file chosen yet.' })}
        </p>
        {fileError && (
          <p className="em-error" role="alert">
            {fileError}
          </p>
        )}
        {state.phase === 'uploading' && (
          <Progress
            percent={state.percent}
            status="active"
            aria-label={i18n._({ id: 'admin.email.uploadProgress', message: 'Upload progress' })}
          />
        )}
        {state.phase === 'error' && (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={state.message}
            style={{ marginTop: 8 }}
          />
        )}
      </Modal>
    </section>
  );
}
