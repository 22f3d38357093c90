import { PlaceholderTab } from './PlaceholderTab';

export function EmailMarketingTab() {
  return (
    <PlaceholderTab title="Email Marketing" text="Email templates and campaigns are coming soon." />
  );
}
