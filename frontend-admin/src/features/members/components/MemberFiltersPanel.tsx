import { useId } from 'react';
import { Button, Card, Input, Select } from 'antd';
import { useCan } from '../../../shared/permissions';
import { MARITAL_STATUSES, SPIRITUAL_LEVELS } from '../../../shared/member-values';
import { EMPTY_FILTERS, exportUrl, type MemberFilters } from '../member-filters';

interface MemberFiltersPanelProps {
  filters: MemberFilters;
  /** The filters the shown rows follow (a moment behind typing); the export uses the same. */
  applied: MemberFilters;
  onChange: (filters: MemberFilters) => void;
  shown: number;
  total: number;
}

const options = (all: string, values: readonly string[]) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: value })),
];
const MARITAL_OPTIONS = options('All statuses', MARITAL_STATUSES);
const LEVEL_OPTIONS = options('All levels', SPIRITUAL_LEVELS);

/** Spec §2 'Search & Filter Members'. */
export function MemberFiltersPanel({
  filters,
  applied,
  onChange,
  shown,
  total,
}: MemberFiltersPanelProps) {
  const ids = { search: useId(), marital: useId(), level: useId() };
  // The export holds every field: the Administrator's alone (Communications sees the list only).
  const mayExport = useCan('members.export');
  const set = (change: Partial<MemberFilters>) => onChange({ ...filters, ...change });

  return (
    <Card
      className="admin-panel"
      title={<h3 className="admin-panel__title">Search &amp; Filter Members</h3>}
    >
      <div className="admin-filters">
        <div className="admin-filters__field admin-filters__field--wide">
          <label htmlFor={ids.search} className="admin-label">
            Search
          </label>
          <Input
            id={ids.search}
            type="search"
            allowClear
            placeholder="Search by name or email..."
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
        <div className="admin-filters__field">
          <label id={ids.marital} className="admin-label">
            Marital Status
          </label>
          <Select
            aria-labelledby={ids.marital}
            value={filters.maritalStatus}
            options={MARITAL_OPTIONS}
            onChange={(maritalStatus) => set({ maritalStatus })}
          />
        </div>
        <div className="admin-filters__field">
          <label id={ids.level} className="admin-label">
            Spiritual Level
          </label>
          <Select
            aria-labelledby={ids.level}
            value={filters.spiritualLevel}
            options={LEVEL_OPTIONS}
            onChange={(spiritualLevel) => set({ spiritualLevel })}
          />
        </div>
        <div className="admin-filters__buttons">
          <Button onClick={() => onChange(EMPTY_FILTERS)}>Clear Filters</Button>
          {mayExport && (
            <Button type="primary" href={exportUrl(applied)} download>
              Export ({shown})
            </Button>
          )}
        </div>
      </div>
      <p className="admin-filters__count" aria-live="polite">
        Showing {shown} of {total} members
      </p>
    </Card>
  );
}
