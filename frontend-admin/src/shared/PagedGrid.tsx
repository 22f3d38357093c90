import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Pagination } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { useUrlPage } from './use-url-page';

interface PagedGridProps<T> {
  items: T[];
  pageSize?: number;
  itemKey: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
  /** What a page holds, for the pager's total text, e.g. 'requests'. */
  noun: string;
  /** An item to show: the grid turns to its page, scrolls to it and highlights it. */
  highlightKey?: string | number | null;
  /**
   * The address parameter that keeps the page (`?tab=events&events-page=2`): one per list, since a tab
   * opened before stays mounted beside the one shown.
   */
  pageParam: string;
}

/** A card grid that renders one page at a time, so long lists stay quick. */
export function PagedGrid<T>({
  items,
  pageSize = 12,
  itemKey,
  renderItem,
  noun,
  highlightKey = null,
  pageParam,
}: PagedGridProps<T>) {
  // The page is kept in the address; the grid turns pages in its own state (also while rendering, to a
  // highlighted item) and writes the address after.
  const { i18n } = useLingui();
  const [urlPage, setUrlPage] = useUrlPage(pageParam);
  const [page, setPage] = useState(urlPage);
  // A new page in the address (a filter starting again, the back button) is followed at once.
  const [followed, setFollowed] = useState(urlPage);
  if (urlPage !== followed) {
    setFollowed(urlPage);
    setPage(urlPage);
  }
  useEffect(() => {
    if (page !== urlPage) setUrlPage(page);
  }, [page, urlPage, setUrlPage]);
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  // Turning to the highlighted item's page once it is in the list (a new record arrives with
  // the refetch after saving it).
  const highlightIndex =
    highlightKey === null ? -1 : items.findIndex((item) => itemKey(item) === highlightKey);
  const [shown, setShown] = useState<string | number | null>(null);
  if (highlightIndex >= 0 && shown !== highlightKey) {
    setShown(highlightKey);
    setPage(Math.floor(highlightIndex / pageSize) + 1);
  }
  // Deleting the last card of the last page steps back instead of showing an empty page.
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages]);
  const current = Math.min(page, pages);
  const visible = items.slice((current - 1) * pageSize, current * pageSize);

  const highlighted = useRef<HTMLDivElement>(null);
  useEffect(() => {
    highlighted.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [shown, current]);

  return (
    <>
      <div className="admin-grid">
        {visible.map((item) => {
          const key = itemKey(item);
          const isHighlighted = key === highlightKey;
          return (
            <div
              key={key}
              ref={isHighlighted ? highlighted : undefined}
              className={`admin-grid__cell${isHighlighted ? ' admin-grid__cell--highlight' : ''}`}
            >
              {renderItem(item)}
            </div>
          );
        })}
      </div>
      {items.length > pageSize && (
        <Pagination
          className="admin-pager"
          current={current}
          pageSize={pageSize}
          total={items.length}
          onChange={setPage}
          showSizeChanger={false}
          showTotal={(total, [from, to]) =>
            i18n._({
              id: 'admin.paging.total',
              message: '{from}-{to} of {total} {noun}',
              values: { from, to, total, noun },
            })
          }
        />
      )}
    </>
  );
}
