import { Link } from 'react-router-dom';
import { MINISTRY_NAME } from '@ministry/frontend-kit';

export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link to="/" className="brand" onClick={onNavigate}>
      <svg className="brand__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" />
        <path d="M29 12h6v14h14v6H35v20h-6V32H15v-6h14z" />
      </svg>
      <span className="brand__name">{MINISTRY_NAME}</span>
    </Link>
  );
}
