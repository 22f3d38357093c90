import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { errorText } from '../../../shared/error-text';
import { notifySuccess } from '../../../shared/notify';
import { IMAGE_TYPES, imageProblem } from '../teaching-values';

interface FileUploadProps {
  /** What the button says: 'Upload artwork', 'Replace photo'. */
  label: string;
  /** The button's name among many cards: 'Upload artwork for The Beatitudes'. */
  name: string;
  /** The rule shown under the button. */
  hint: string;
  pending: boolean;
  /** Sends the file; rejects with the server's refusal. */
  upload: (file: File) => Promise<unknown>;
  /** The toast after an upload. */
  done: string;
}

interface FileKind {
  /** The file picker's `accept`. */
  accept: string;
  /** Why a chosen file cannot be sent (checked here as the server checks it first), or null. */
  problemOf: (file: File) => string | null;
  /** Said when the server's refusal has no sentence. */
  failure: string;
  testId: string;
}

/**
 * An image upload of a card: a file chosen is checked here as the server checks it before decoding
 * (type and size), then sent on its own request; a refusal (a series' artwork that is not a square
 * of at least 1400 pixels) shows the server's sentence under the button.
 */
export function ImageUpload(props: FileUploadProps) {
  const { i18n } = useLingui();
  return (
    <FileUpload
      {...props}
      accept={IMAGE_TYPES.join(',')}
      problemOf={imageProblem}
      failure={i18n._({
        id: 'admin.teachings.imageUploadFailed',
        message: 'Failed to upload the image.',
      })}
      testId="image-file"
    />
  );
}

/** A file upload: chosen, checked here, sent on its own request; a refusal shown under the button. */
export function FileUpload({
  label,
  name,
  hint,
  pending,
  upload,
  done,
  accept,
  problemOf,
  failure,
  testId,
}: FileUploadProps & FileKind) {
  const problemId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const refused = problemOf(file);
    setProblem(refused);
    if (refused) return;
    upload(file).then(
      () => notifySuccess(done),
      (error: unknown) => setProblem(errorText(error) || failure),
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
        accept={accept}
        data-testid={testId}
        onChange={choose}
      />
      <Button
        onClick={() => input.current?.click()}
        loading={pending}
        aria-label={name}
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
