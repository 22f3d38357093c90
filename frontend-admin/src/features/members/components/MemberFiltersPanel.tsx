import { useId } from 'react';
import { Button, Card, Input, Select } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { useCan } from '../../../shared/permissions';
import { MARITAL_STATUSES, SPIRITUAL_LEVELS } from '../../../shared/member-values';
import { EMPTY_FILTERS, exportUrl, type MemberFilters } from '../member-filters';
import { valueLabel } from '../member-labels';

interface MemberFiltersPanelProps {
  filters: MemberFilters;
  /** The filters the shown rows follow (a moment behind typing); the export uses the same. */
  applied: MemberFilters;
  onChange: (filters: MemberFilters) => void;
  shown: number;
  total: number;
}

const options = (
  all: string,
  kind: 'maritalStatus' | 'spiritualLevel',
  values: readonly string[],
) => [
  { value: '', label: all },
  ...values.map((value) => ({ value, label: valueLabel(kind, value) })),
];

/** Spec §2 'Search & Filter Members'. */
export function MemberFiltersPanel({
  filters,
  applied,
  onChange,
  shown,
  total,
}: MemberFiltersPanelProps) {
  const { i18n } = useLingui();
  const ids = { search: useId(), marital: useId(), level: useId() };
  // The export holds every field: the Administrator's alone (Communications sees the list only).
  const mayExport = useCan('members.export');
  const set = (change: Partial<MemberFilters>) => onChange({ ...filters, ...change });
  const maritalOptions = options(
    i18n._({ id: 'admin.members.allStatuses', message: 'All statuses' }),
    'maritalStatus',
    MARITAL_STATUSES,
  );
  const levelOptions = options(
    i18n._({ id: 'admin.members.allLevels', message: 'All levels' }),
    'spiritualLevel',
    SPIRITUAL_LEVELS,
  );

  return (
    <Card
      className="admin-panel"
      title={
        <h3 className="admin-panel__title">
          {i18n._({ id: 'admin.members.filterTitle', message: 'Search & Filter Members' })}
        </h3>
      }
    >
      <div className="admin-filters">
        <div className="admin-filters__field admin-filters__field--wide">
          <label htmlFor={ids.search} className="admin-label">
            {i18n._({ id: 'admin.members.search', message: 'Search' })}
          </label>
          <Input
            id={ids.search}
            type="search"
            allowClear
            placeholder={i18n._({
              id: 'admin.members.searchPlaceholder',
              message: 'Search by name or email...',
            })}
            value={filters.search}
            onChange={(event) => set({ search: event.target.value })}
          />
        </div>
        <div className="admin-filters__field">
          <label id={ids.marital} className="admin-label">
            {i18n._({ id: 'admin.members.maritalFilter', message: 'Marital Status' })}
          </label>
          <Select
            aria-labelledby={ids.marital}
            value={filters.maritalStatus}
            options={maritalOptions}
            onChange={(maritalStatus) => set({ maritalStatus })}
          />
        </div>
        <div className="admin-filters__field">
          <label id={ids.level} className="admin-label">
            {i18n._({ id: 'admin.members.levelFilter', message: 'Spiritual Level' })}
          </label>
          <Select
            aria-labelledby={ids.level}
            value={filters.spiritualLevel}
            options={levelOptions}
            onChange={(spiritualLevel) => set({ spiritualLevel })}
          />
        </div>
        <div className="admin-filters__buttons">
          <Button onClick={() => onChange(EMPTY_FILTERS)}>
            {i18n._({ id: 'admin.members.clearFilters', message: 'Clear Filters' })}
          </Button>
          {mayExport && (
            <Button type="primary" href={exportUrl(applied)} download>
              {i18n._({
                id: 'admin.members.export',
                message: 'Export ({count})',
                values: { count: shown },
              })}
            </Button>
          )}
        </div>
      </div>
      <p className="admin-filters__count" aria-live="polite">
        {i18n._({
          id: 'admin.members.showing',
          message: 'Showing {shown} of {total} members',
          values: { shown, total },
        })}
      </p>
    </Card>
  );
}
