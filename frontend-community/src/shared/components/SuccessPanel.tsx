import { useEffect, useRef, type ReactNode } from 'react';

interface SuccessPanelProps {
  testId: string;
  heading: string;
  /** The button that brings the empty form back. */
  againLabel: string;
  onAgain: () => void;
  children: ReactNode;
}

/** What a sent form turns into; its heading takes focus so the change is announced. */
export function SuccessPanel({
  testId,
  heading,
  againLabel,
  onAgain,
  children,
}: SuccessPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <div className="success-panel" data-testid={testId}>
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
