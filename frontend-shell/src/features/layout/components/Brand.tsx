import { Link } from 'react-router-dom';
import { useSiteSettings } from '@ministry/frontend-kit';

/** The ministry's logo (the uploaded one, else the built-in mark) and name, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  const { ministryName, logoUrl } = useSiteSettings();
  return (
    <Link to="/" className="brand" onClick={onNavigate}>
      {logoUrl ? (
        <img className="brand__mark brand__logo" src={logoUrl} alt="" width={36} height={36} />
      ) : (
        <svg className="brand__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <rect width="64" height="64" rx="14" />
          <path d="M29 12h6v14h14v6H35v20h-6V32H15v-6h14z" />
        </svg>
      )}
      <span className="brand__name">{ministryName}</span>
    </Link>
  );
}
