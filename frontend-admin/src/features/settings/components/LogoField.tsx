import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'antd';
import { ApiError } from '@ministry/api-client';
import type { AdminSettingsDto } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifySuccess } from '../../../shared/notify';
import { useRemoveLogo, useUploadLogo } from '../hooks/use-settings';
import { LOGO_TYPES, logoProblem } from '../settings-values';

/**
 * The logo: its preview, an upload (checked here as the server checks it: type and size) and its
 * removal; then the favicon the server derived from it. Both apply at once, apart from the form's
 * Save (the upload is its own request).
 */
export function LogoField({ settings }: { settings: AdminSettingsDto }) {
  const labelId = useId();
  const problemId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [problem, setProblem] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const failed = (error: Error, fallback: string) =>
    setProblem((error instanceof ApiError && error.serverMessage) || fallback);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const refused = logoProblem(file);
    setProblem(refused);
    if (refused) return;
    upload.mutate(file, {
      onSuccess: () => notifySuccess('Logo Uploaded', 'The site and its favicon show it now.'),
      onError: (error) => failed(error, 'Failed to upload the logo. Please try again.'),
    });
  };

  const { logoUrl, faviconUrl } = settings;
  return (
    <div className="settings-logo" role="group" aria-labelledby={labelId}>
      <div id={labelId} className="settings-logo__label">
        Logo
      </div>
      <div className="settings-logo__body">
        <div className="settings-logo__preview">
          {logoUrl ? (
            <img src={logoUrl} alt="The current logo" />
          ) : (
            <span className="settings-hint">
              No logo: the header shows the ministry&rsquo;s name.
            </span>
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
            data-testid="logo-file"
            onChange={choose}
          />
          <Button
            onClick={() => input.current?.click()}
            loading={upload.isPending}
            aria-describedby={problem ? problemId : undefined}
          >
            {logoUrl ? 'Replace logo' : 'Upload logo'}
          </Button>
          {logoUrl && (
            <Button danger onClick={() => setConfirming(true)} disabled={upload.isPending}>
              Remove logo
            </Button>
          )}
          <p className="settings-hint">PNG, JPEG or WebP, at most 2 MB.</p>
          {problem && (
            <p id={problemId} role="alert" className="settings-error">
              {problem}
            </p>
          )}
        </div>
      </div>
      <div className="settings-favicon">
        <img src={faviconUrl ?? '/favicon.svg'} alt="" width={32} height={32} />
        <span>
          {faviconUrl
            ? 'Favicon: made from the logo (64×64).'
            : 'Favicon: the built-in icon, until a logo is uploaded.'}
        </span>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Remove the logo?"
        text="The header shows the ministry's name instead, and the favicon is the built-in icon again."
        confirmLabel="Remove"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              setProblem(null);
              notifySuccess('Logo Removed');
            },
            onError: (error) => {
              setConfirming(false);
              failed(error, 'Failed to remove the logo. Please try again.');
            },
          })
        }
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
