import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'antd';
import { errorText } from '../../../shared/error-text';
import { notifySuccess } from '../../../shared/notify';
import { IMAGE_TYPES, imageProblem } from '../teaching-values';

interface ImageUploadProps {
  /** What the button says: 'Upload artwork', 'Replace photo'. */
  label: string;
  /** Whose image, for the button's name among many cards ('Upload artwork for The Beatitudes'). */
  of: string;
  /** The rule shown under the button. */
  hint: string;
  pending: boolean;
  /** Sends the file; rejects with the server's refusal. */
  upload: (file: File) => Promise<unknown>;
  /** The toast after an upload. */
  done: string;
}

/**
 * An image upload of a card: a file chosen is checked here as the server checks it before decoding
 * (type and size), then sent on its own request; a refusal (a series' artwork that is not a square
 * of at least 1400 pixels) shows the server's sentence under the button.
 */
export function ImageUpload({ label, of, hint, pending, upload, done }: ImageUploadProps) {
  const problemId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const refused = imageProblem(file);
    setProblem(refused);
    if (refused) return;
    upload(file).then(
      () => notifySuccess(done),
      (error: unknown) => setProblem(errorText(error) || 'Failed to upload the image.'),
    );
  };

  return (
    <div className="teachings-upload">
      <input
        ref={input}
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        accept={IMAGE_TYPES.join(',')}
        data-testid="image-file"
        onChange={choose}
      />
      <Button
        onClick={() => input.current?.click()}
        loading={pending}
        aria-label={`${label} for ${of}`}
        aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
      >
        {label}
      </Button>
      <p id={hintId} className="admin-card__meta">
        {hint}
      </p>
      {problem && (
        <p id={problemId} role="alert" className="teachings-upload__problem">
          {problem}
        </p>
      )}
    </div>
  );
}
