import { useEffect, type ReactNode } from 'react';
import { Pagination } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { pageWithinTotal } from './paging';

interface ServerPagedGridProps<T> {
  /** The page the server sent. */
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The next page is on its way: the cards shown are the previous page's. */
  loading?: boolean;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** What a page holds, for the pager's total text, e.g. 'requests'. */
  noun: string;
}

/**
 * A card grid of one page the server sent (the list may be thousands long); the pager asks the
 * server for another. Looks and reads as `PagedGrid`, which pages a list it holds whole.
 */
export function ServerPagedGrid<T>({
  items,
  total,
  page,
  pageSize,
  onPage,
  loading = false,
  itemKey,
  renderItem,
  noun,
}: ServerPagedGridProps<T>) {
  const { i18n } = useLingui();
  // Deleting the last card of the last page steps back instead of showing an empty page.
  const within = pageWithinTotal(page, pageSize, total);
  useEffect(() => {
    if (within !== null) onPage(within);
  }, [within, onPage]);

  return (
    <>
      <div className="admin-grid" aria-busy={loading || undefined}>
        {items.map((item) => (
          <div key={itemKey(item)} className="admin-grid__cell">
            {renderItem(item)}
          </div>
        ))}
      </div>
      {total > pageSize && (
        <Pagination
          className="admin-pager"
          current={page}
          pageSize={pageSize}
          total={total}
          onChange={onPage}
          showSizeChanger={false}
          showTotal={(all, [from, to]) =>
            i18n._({
              id: 'admin.paging.total',
              message: '{from}-{to} of {total} {noun}',
              values: { from, to, total: all, noun },
            })
          }
        />
      )}
    </>
  );
}
