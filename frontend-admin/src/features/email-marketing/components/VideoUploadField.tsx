import { useRef, useState } from 'react';
import { Alert, Button, Modal, Progress } from 'antd';
import { toast } from '@ministry/frontend-kit';
import { UploadUrlError, useVideoUpload } from '../hooks/use-video-upload';
import { MAX_VIDEO_BYTES } from '../types';

/** A file size people read at a glance: bytes, KB or MB (never "0.0 MB" for a small file). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
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
    if (files && files.length > 1) setFileError('Please choose one video file.');
    else if (chosen && !chosen.type.startsWith('video/'))
      setFileError('Please choose a video file.');
    else if (chosen && chosen.size > MAX_VIDEO_BYTES)
      setFileError('The video must be 100 MB or smaller.');
    setFile(chosen);
  };

  const start = async () => {
    if (!file || fileError) return;
    try {
      const url = await upload(file);
      onChange?.(url);
      toast({
        title: 'Video uploaded',
        description: 'Video message has been uploaded successfully.',
      });
      close();
    } catch (error) {
      if (error instanceof UploadUrlError) {
        toast({ title: 'Error', description: 'Failed to get upload URL', variant: 'destructive' });
      } else {
        toast({
          title: 'Upload failed',
          description: (error as Error).message,
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <section className="em-section" aria-labelledby="em-video-heading">
      <h3 id="em-video-heading">Video Message</h3>
      <Button onClick={() => setOpen(true)}>
        {videoUrl ? 'Replace Video' : 'Upload Video Message'}
      </Button>
      {videoUrl && (
        <p className="em-hint" role="status">
          Video uploaded successfully
        </p>
      )}
      <Modal
        open={open}
        title="Upload Video Message"
        onCancel={close}
        footer={[
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button
            key="upload"
            type="primary"
            onClick={() => void start()}
            disabled={!file || !!fileError || uploading}
            loading={uploading}
          >
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>,
        ]}
      >
        <label htmlFor="em-video-file" style={{ display: 'block', marginBottom: 8 }}>
          Video file (one file, up to 100 MB)
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
          {file ? `${file.name} (${fileSize(file.size)})` : 'No file chosen yet.'}
        </p>
        {fileError && (
          <p className="em-error" role="alert">
            {fileError}
          </p>
        )}
        {state.phase === 'uploading' && (
          <Progress percent={state.percent} status="active" aria-label="Upload progress" />
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
