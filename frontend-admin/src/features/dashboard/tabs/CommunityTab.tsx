import { PlaceholderTab } from './PlaceholderTab';

export function CommunityTab() {
  return (
    <PlaceholderTab title="Community Members" text="Community member management is coming soon." />
  );
}
