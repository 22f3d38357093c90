// What @lingui/react imports as `use-sync-external-store/shim` (a copy of React 18's hook for older
// Reacts): React 19 has it, so the frontends' builds resolve the shim here (webpack/rules.mjs).
export { useSyncExternalStore } from 'react';
