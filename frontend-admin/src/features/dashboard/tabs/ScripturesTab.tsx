import { PlaceholderTab } from './PlaceholderTab';

export function ScripturesTab() {
  return (
    <PlaceholderTab title="Scripture Management" text="Scripture management is coming soon." />
  );
}
