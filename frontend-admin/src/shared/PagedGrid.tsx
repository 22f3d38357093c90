import { useEffect, useState, type ReactNode } from 'react';
import { Pagination } from 'antd';

interface PagedGridProps<T> {
  items: T[];
  pageSize?: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** What a page holds, for the pager's total text, e.g. 'requests'. */
  noun: string;
}

/** A card grid that renders one page at a time, so long lists stay quick. */
export function PagedGrid<T>({
  items,
  pageSize = 12,
  itemKey,
  renderItem,
  noun,
}: PagedGridProps<T>) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  // Deleting the last card of the last page steps back instead of showing an empty page.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const current = Math.min(page, pages);
  const visible = items.slice((current - 1) * pageSize, current * pageSize);

  return (
    <>
      <div className="admin-grid">
        {visible.map((item) => (
          <div key={itemKey(item)} className="admin-grid__cell">
            {renderItem(item)}
          </div>
        ))}
      </div>
      {items.length > pageSize && (
        <Pagination
          className="admin-pager"
          current={current}
          pageSize={pageSize}
          total={items.length}
          onChange={setPage}
          showSizeChanger={false}
          showTotal={(total, [from, to]) => `${from}-${to} of ${total} ${noun}`}
        />
      )}
    </>
  );
}
