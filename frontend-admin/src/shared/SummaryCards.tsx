import { formatCount } from '@ministry/frontend-kit';
import type { ReactNode } from 'react';

export interface SummaryItem {
  label: string;
  value: number;
  icon?: ReactNode;
  tone?: 'blue' | 'green' | 'gold' | 'purple' | 'red' | 'orange';
}

/** The count cards above a list (testimonials, counseling, community members). */
export function SummaryCards({ items, label }: { items: SummaryItem[]; label: string }) {
  return (
    <ul className="admin-summary" aria-label={label}>
      {items.map((item) => (
        <li
          key={item.label}
          className={`admin-summary__card admin-summary__card--${item.tone ?? 'blue'}`}
        >
          <span className="admin-summary__label">{item.label}</span>
          <span className="admin-summary__value">{formatCount(item.value)}</span>
        </li>
      ))}
    </ul>
  );
}
