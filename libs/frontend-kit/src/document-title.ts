import { useEffect } from 'react';
import { documentTitle } from './site-settings/display';
import { useSiteSettings } from './site-settings/use-site-settings';

/** Sets the tab title of a screen: "<title> | <ministry>", or the ministry name alone. */
export function useDocumentTitle(title?: string): void {
  const { ministryName } = useSiteSettings();
  useEffect(() => {
    document.title = documentTitle(ministryName, title);
  }, [ministryName, title]);
}
