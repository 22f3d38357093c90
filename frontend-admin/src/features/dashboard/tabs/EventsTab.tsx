import { PlaceholderTab } from './PlaceholderTab';

export function EventsTab() {
  return <PlaceholderTab title="Manage Events" text="Event management is coming soon." />;
}
