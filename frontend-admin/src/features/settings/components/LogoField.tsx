import { useLingui } from '@ministry/frontend-kit';
import type { AdminSettingsDto } from '../../../shared/api-types';
import { logoProblem } from '../settings-values';
import { SiteImageField } from './SiteImageField';

/**
 * The logo: its preview, an upload (checked here as the server checks it: type and size) and its
 * removal; then the favicon the server derived from it. Both apply at once, apart from the form's
 * Save (the upload is its own request).
 */
export function LogoField({ settings }: { settings: AdminSettingsDto }) {
  const { i18n } = useLingui();
  const { logoUrl, faviconUrl } = settings;
  return (
    <SiteImageField
      route="/api/admin/settings/logo"
      label={i18n._({ id: 'admin.settings.logo', message: 'Logo' })}
      url={logoUrl}
      none={i18n._({
        id: 'admin.settings.logoNone',
        message: 'No logo: the header shows the ministry’s name.',
      })}
      texts={{
        upload: i18n._({ id: 'admin.settings.logoUpload', message: 'Upload logo' }),
        replace: i18n._({ id: 'admin.settings.logoReplace', message: 'Replace logo' }),
        remove: i18n._({ id: 'admin.settings.logoRemove', message: 'Remove logo' }),
        uploadedTitle: i18n._({ id: 'admin.settings.logoUploaded', message: 'Logo Uploaded' }),
        removedTitle: i18n._({ id: 'admin.settings.logoRemoved', message: 'Logo Removed' }),
        uploadFailed: i18n._({
          id: 'admin.settings.logoUploadFailed',
          message: 'Failed to upload the logo. Please try again.',
        }),
        removeFailed: i18n._({
          id: 'admin.settings.logoRemoveFailed',
          message: 'Failed to remove the logo. Please try again.',
        }),
        current: i18n._({ id: 'admin.settings.logoCurrent', message: 'The current logo' }),
      }}
      hint={i18n._({ id: 'admin.settings.logoHint', message: 'PNG, JPEG or WebP, at most 2 MB.' })}
      problemOf={logoProblem}
      uploaded={i18n._({
        id: 'admin.settings.logoUploadedText',
        message: 'The site and its favicon show it now.',
      })}
      confirmTitle={i18n._({ id: 'admin.settings.logoConfirmTitle', message: 'Remove the logo?' })}
      confirmText={i18n._({
        id: 'admin.settings.logoConfirmText',
        message:
          "The header shows the ministry's name instead, and the favicon is the built-in icon again.",
      })}
      testId="logo-file"
    >
      <div className="settings-favicon">
        <img src={faviconUrl ?? '/favicon.svg'} alt="" width={32} height={32} />
        <span>
          {faviconUrl
            ? i18n._({
                id: 'admin.settings.faviconFromLogo',
                message: 'Favicon: made from the logo (64×64).',
              })
            : i18n._({
                id: 'admin.settings.faviconBuiltIn',
                message: 'Favicon: the built-in icon, until a logo is uploaded.',
              })}
        </span>
      </div>
    </SiteImageField>
  );
}
