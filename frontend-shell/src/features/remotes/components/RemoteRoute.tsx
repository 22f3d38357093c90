import { lazy, Suspense, useLayoutEffect, useMemo, useState, type ComponentType } from 'react';
import { revealApp } from '../prerendered-page';
import { loadRemoteModule, type RemoteScreen } from '../remote-registry';
import { PageLoader } from './PageLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

/** Committed with the screen (or its failure): the app takes the prerendered page's place, before paint. */
function RevealApp() {
  useLayoutEffect(revealApp, []);
  return null;
}

/** Renders a remote's screen; a load failure (after the runtime's retries) shows a fallback. */
export function RemoteRoute({ screen: { remote, module } }: { screen: RemoteScreen }) {
  const [attempt, setAttempt] = useState(0);

  const Screen = useMemo(
    () =>
      lazy(async () => {
        const exports = await loadRemoteModule<Record<string, ComponentType>>(remote, module);
        const component = exports[module];
        if (!component) {
          throw new Error(`${remote}/${module} has no export named ${module}`);
        }
        return { default: component };
      }),
    // `attempt` makes "Try again" build a fresh lazy component instead of reusing the failed one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote, module, attempt],
  );

  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}`}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => (
        <>
          <RemoteFallback onRetry={retry} />
          <RevealApp />
        </>
      )}
    >
      <Suspense fallback={<PageLoader />}>
        <Screen />
        <RevealApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
