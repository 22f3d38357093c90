import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const RETRIES = 2;
const BASE_DELAY_MS = 300;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote module that failed to load (its manifest, its remote entry or one of its chunks):
 * the runtime forgets failed loads, so loading again refetches everything. After the last retry the
 * error reaches the route's error boundary, which shows the friendly fallback.
 */
export function remoteRetryPlugin(): ModuleFederationRuntimePlugin {
  const attempts = new Map<string, number>();
  return {
    name: 'ministry-remote-retry',
    async errorLoadRemote({ id, error, lifecycle, origin }) {
      if (lifecycle !== 'onLoad') {
        return undefined;
      }
      const attempt = (attempts.get(id) ?? 0) + 1;
      if (attempt > RETRIES) {
        attempts.delete(id);
        console.warn(`Remote module ${id} failed to load after ${RETRIES} retries`, error);
        return undefined;
      }
      attempts.set(id, attempt);
      try {
        await wait(BASE_DELAY_MS * attempt);
        return await origin.loadRemote(id);
      } finally {
        attempts.delete(id);
      }
    },
  };
}

// The federation runtime imports runtime plugins through their default export.
export default remoteRetryPlugin;
