import { PlaceholderTab } from './PlaceholderTab';

export function CounselingTab() {
  return <PlaceholderTab title="Counseling Requests" text="Counseling requests are coming soon." />;
}
