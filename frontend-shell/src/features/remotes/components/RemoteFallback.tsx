import { useEffect, useRef } from 'react';
import { useLingui } from '@ministry/frontend-kit';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { i18n } = useLingui();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="remote-fallback" role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title" ref={headingRef} tabIndex={-1}>
        {i18n._({
          id: 'remote.failed.title',
          message: 'This part of the site could not be loaded',
        })}
      </h1>
      <p>
        {i18n._({
          id: 'remote.failed.text',
          message:
            'Please check your connection and try again. The rest of the site is still available.',
        })}
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {i18n._({ id: 'remote.failed.retry', message: 'Try again' })}
      </button>
    </section>
  );
}
