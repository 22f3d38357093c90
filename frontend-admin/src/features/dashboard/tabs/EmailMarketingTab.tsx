import { EmailMarketing } from '../../email-marketing/components/EmailMarketing';

/** The Email Marketing tab (its own chunk, loaded when the tab is first opened). */
export function EmailMarketingTab() {
  return <EmailMarketing />;
}
