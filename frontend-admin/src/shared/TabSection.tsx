import type { ReactNode } from 'react';
import { Alert, Button, Empty, Spin } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import { useLingui } from '@ministry/frontend-kit';

interface TabSectionProps<D> {
  title: string;
  description?: string;
  /** Buttons beside the heading. */
  extra?: ReactNode;
  /** A list, or any answer (a page of a list): only a list can be empty. */
  query: UseQueryResult<D>;
  loadingText: string;
  /** Shown instead of `render` when the list is empty; without it `render` gets the empty list. */
  emptyText?: string;
  render: (data: D) => ReactNode;
  /** Dialogs and drawers of the tab. */
  children?: ReactNode;
}

/**
 * One admin tab: heading, then the loading, failure, empty or loaded state of its list; a failed
 * re-read leaves what was loaded on show, under the failure.
 */
export function TabSection<D>({
  title,
  description,
  extra,
  query,
  loadingText,
  emptyText,
  render,
  children,
}: TabSectionProps<D>) {
  const { i18n } = useLingui();
  // A read that failed: the whole body before anything was read; above what was read when a later
  // read failed (the admin's queries refetch on focus), which stays, with what is typed in it.
  const failure = query.isError && (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={query.error.message}
      action={
        <Button size="small" onClick={() => void query.refetch()}>
          {i18n._({ id: 'admin.action.retry', message: 'Retry' })}
        </Button>
      }
    />
  );
  let body: ReactNode;
  if (query.data === undefined) {
    body = failure || (
      <div className="admin-loading" role="status">
        <Spin />
        <span>{loadingText}</span>
      </div>
    );
  } else {
    body = (
      <>
        {failure}
        {Array.isArray(query.data) && query.data.length === 0 && emptyText ? (
          <Empty description={emptyText} />
        ) : (
          render(query.data)
        )}
      </>
    );
  }

  return (
    <section className="admin-tab" aria-label={title}>
      <header className="admin-tab__header">
        <div>
          <h2 className="admin-tab__title">{title}</h2>
          {description && <p className="admin-tab__description">{description}</p>}
        </div>
        {extra && <div className="admin-tab__extra">{extra}</div>}
      </header>
      {body}
      {children}
    </section>
  );
}
