import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import { ApiError } from '@ministry/api-client';
import { useLingui } from '@ministry/frontend-kit';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifySuccess } from '../../../shared/notify';
import { useSiteImage, type SiteImageRoute } from '../hooks/use-settings';
import { LOGO_TYPES } from '../settings-values';

/** The texts of one image's field, in the dashboard's language. */
export interface SiteImageTexts {
  /** The upload button without an image, and with one. */
  upload: string;
  replace: string;
  /** The remove button. */
  remove: string;
  /** The toasts' titles. */
  uploadedTitle: string;
  removedTitle: string;
  uploadFailed: string;
  removeFailed: string;
  /** The preview's alternative text. */
  current: string;
}

interface SiteImageFieldProps {
  route: SiteImageRoute;
  /** The field's name: 'Logo', 'Podcast artwork'. */
  label: string;
  /** The image as stored, or null. */
  url: string | null;
  /** What the preview says without one. */
  none: ReactNode;
  /** The buttons', toasts' and preview's texts, each whole ('Upload logo', 'Logo Uploaded'). */
  texts: SiteImageTexts;
  hint: string;
  /** Why a chosen file cannot be sent (as the server checks it before decoding), or null. */
  problemOf: (file: File) => string | null;
  /** The toast's second line after an upload. */
  uploaded: string;
  confirmTitle: string;
  confirmText: string;
  testId: string;
  previewWidth?: number;
  /** Shown under the field (the logo's favicon). */
  children?: ReactNode;
}

/**
 * An image of the settings with a route of its own (the logo, the podcast artwork): its preview, an
 * upload checked here first and its removal, asked first. Both apply at once, apart from the form's
 * Save; the server's refusal shows under the buttons.
 */
export function SiteImageField({
  route,
  label,
  url,
  none,
  texts,
  hint,
  problemOf,
  uploaded,
  confirmTitle,
  confirmText,
  testId,
  previewWidth,
  children,
}: SiteImageFieldProps) {
  const { i18n } = useLingui();
  const labelId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useSiteImage(route);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const failed = (error: Error, fallback: string) =>
    setProblem((error instanceof ApiError && error.serverMessage) || fallback);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const refused = problemOf(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => notifySuccess(texts.uploadedTitle, uploaded),
      onError: (error) => failed(error, texts.uploadFailed),
    });
  };

  return (
    <div className="settings-logo" role="group" aria-labelledby={labelId}>
      <div id={labelId} className="settings-logo__label">
        {label}
      </div>
      <div className="settings-logo__body">
        <div className="settings-logo__preview">
          {url ? (
            <img src={url} alt={texts.current} width={previewWidth} />
          ) : (
            <span className="settings-hint">{none}</span>
          )}
        </div>
        <div className="settings-logo__actions">
          <input
            ref={input}
            type="file"
            className="settings-visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            accept={LOGO_TYPES.join(',')}
            data-testid={testId}
            onChange={choose}
          />
          <Button
            onClick={() => input.current?.click()}
            loading={upload.isPending}
            aria-describedby={problem ? problemId : undefined}
          >
            {url ? texts.replace : texts.upload}
          </Button>
          {url && (
            <Button danger onClick={() => setConfirming(true)} disabled={upload.isPending}>
              {texts.remove}
            </Button>
          )}
          <p className="settings-hint">{hint}</p>
          {problem && (
            <p id={problemId} role="alert" className="settings-error">
              {problem}
            </p>
          )}
        </div>
      </div>
      {children}
      <ConfirmDialog
        open={confirming}
        title={confirmTitle}
        text={confirmText}
        confirmLabel={i18n._({ id: 'admin.settings.image.remove', message: 'Remove' })}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setProblem(null);
              notifySuccess(texts.removedTitle);
            },
            onError: (error) => {
              setConfirming(false);
              failed(error, texts.removeFailed);
            },
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
