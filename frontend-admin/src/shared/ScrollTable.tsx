import { Table, type TableProps } from 'antd';
import { useScrollRegion } from './use-scroll-region';

/**
 * An antd table that may scroll (`scroll`), with its scroll container reachable by keyboard and named
 * while it scrolls (see useScrollRegion). Its `aria-label` names both the table and that region.
 */
export function ScrollTable<T extends object>(props: TableProps<T> & { 'aria-label': string }) {
  const ref = useScrollRegion<HTMLDivElement>(props['aria-label']);
  return (
    <div ref={ref}>
      <Table<T> {...props} />
    </div>
  );
}
