import { useEffect, useRef, type ReactNode } from 'react';

interface SuccessPanelProps {
  testId: string;
  heading: string;
  /** The button that brings the empty form back. */
  againLabel: string;
  onAgain: () => void;
  children: ReactNode;
}

/**
 * What a sent form turns into; its heading takes focus so the change is announced. The long form it
 * replaces leaves the page scrolled past the panel's top, under the fixed header, so the panel is
 * scrolled into view (its scroll-margin clears the header) rather than left where focus() puts it.
 */
export function SuccessPanel({
  testId,
  heading,
  againLabel,
  onAgain,
  children,
}: SuccessPanelProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, []);

  return (
    <div ref={panelRef} className="success-panel" data-testid={testId}>
      <h2 ref={headingRef} tabIndex={-1}>
        {heading}
      </h2>
      {children}
      <button type="button" className="button button--primary" onClick={onAgain}>
        {againLabel}
      </button>
    </div>
  );
}
