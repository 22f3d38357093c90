import { useEffect, useRef } from 'react';

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="remote-fallback" role="alert" aria-labelledby="remote-fallback-title">
      <h1 id="remote-fallback-title" ref={headingRef} tabIndex={-1}>
        This part of the site could not be loaded
      </h1>
      <p>Please check your connection and try again. The rest of the site is still available.</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
