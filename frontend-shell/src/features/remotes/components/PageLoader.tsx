import { useLingui } from '@ministry/frontend-kit';

export function PageLoader({ label }: { label?: string }) {
  const { i18n } = useLingui();
  return (
    <div className="page-loader" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">
        {label ?? i18n._({ id: 'common.loading', message: 'Loading…' })}
      </span>
    </div>
  );
}
