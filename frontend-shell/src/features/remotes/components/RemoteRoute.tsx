import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { PRERENDERED_SCREEN_ATTRIBUTE, prerenderedScreen } from '../prerendered-screen';
import { loadRemoteModule, type RemoteScreen } from '../remote-registry';
import { PageLoader } from './PageLoader';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

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

  // Until the screen has loaded the first time, the server's prerendered copy of it (if any) shows.
  const prerendered = attempt === 0 ? prerenderedScreen(module) : undefined;
  const loading = prerendered ? (
    <div
      {...{ [PRERENDERED_SCREEN_ATTRIBUTE]: module }}
      // A picture of the screen until it has loaded: its own controls come with it.
      inert
      aria-hidden="true"
      dangerouslySetInnerHTML={{ __html: prerendered }}
    />
  ) : (
    <PageLoader />
  );

  return (
    <RemoteErrorBoundary
      key={`${remote}/${module}`}
      onRetry={() => setAttempt((n) => n + 1)}
      fallback={(retry) => <RemoteFallback onRetry={retry} />}
    >
      <Suspense fallback={loading}>
        <Screen />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
