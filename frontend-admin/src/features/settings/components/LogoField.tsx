import type { AdminSettingsDto } from '../../../shared/api-types';
import { logoProblem } from '../settings-values';
import { SiteImageField } from './SiteImageField';

/**
 * The logo: its preview, an upload (checked here as the server checks it: type and size) and its
 * removal; then the favicon the server derived from it. Both apply at once, apart from the form's
 * Save (the upload is its own request).
 */
export function LogoField({ settings }: { settings: AdminSettingsDto }) {
  const { logoUrl, faviconUrl } = settings;
  return (
    <SiteImageField
      route="/api/admin/settings/logo"
      label="Logo"
      url={logoUrl}
      none={<>No logo: the header shows the ministry&rsquo;s name.</>}
      noun="logo"
      hint="PNG, JPEG or WebP, at most 2 MB."
      problemOf={logoProblem}
      uploaded="The site and its favicon show it now."
      confirmTitle="Remove the logo?"
      confirmText="The header shows the ministry's name instead, and the favicon is the built-in icon again."
      testId="logo-file"
    >
      <div className="settings-favicon">
        <img src={faviconUrl ?? '/favicon.svg'} alt="" width={32} height={32} />
        <span>
          {faviconUrl
            ? 'Favicon: made from the logo (64×64).'
            : 'Favicon: the built-in icon, until a logo is uploaded.'}
        </span>
      </div>
    </SiteImageField>
  );
}
