import { Button, Card } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { CounselingRequestSummaryDto, CounselingStatus } from '../../../shared/api-types';
import { formatDate } from '../../../shared/format';
import { StatusSelect, StatusTag, UrgencyTag, urgencyLevel } from './counseling-labels';

interface CounselingCardProps {
  request: CounselingRequestSummaryDto;
  statusPending: boolean;
  onView: () => void;
  /** The three below are absent for a role that may read requests but not answer them. */
  onRespond?: () => void;
  onStatusChange?: (status: CounselingStatus) => void;
  onDelete?: () => void;
}

export function CounselingCard({
  request,
  statusPending,
  onView,
  onRespond,
  onStatusChange,
  onDelete,
}: CounselingCardProps) {
  const { i18n } = useLingui();
  const titleId = `counseling-${request.id}-name`;
  const responses = request.responseCount;
  return (
    <Card
      className={`admin-card admin-card--urgency-${urgencyLevel(request.urgency)}`}
      role="article"
      aria-labelledby={titleId}
      data-testid="counseling-card"
    >
      <div className="admin-card__head">
        <h3 id={titleId} className="admin-card__title">
          {request.name}
        </h3>
        <span>
          <UrgencyTag urgency={request.urgency} />
          <StatusTag status={request.status} />
        </span>
      </div>
      <p className="admin-card__meta">
        {request.category} · {formatDate(request.submittedAt)} ·{' '}
        {i18n._({
          id: 'admin.counseling.responses',
          message: '{count, plural, one {# response} other {# responses}}',
          values: { count: responses },
        })}
      </p>
      <div className="admin-card__actions">
        <Button onClick={onView} aria-describedby={titleId}>
          {i18n._({ id: 'admin.counseling.viewDetails', message: 'View Details' })}
        </Button>
        {onRespond && (
          <Button type="primary" onClick={onRespond} aria-describedby={titleId}>
            {i18n._({ id: 'admin.counseling.respond', message: 'Respond' })}
          </Button>
        )}
        {onStatusChange && (
          <StatusSelect request={request} pending={statusPending} onChange={onStatusChange} />
        )}
        {onDelete && (
          <Button danger onClick={onDelete} aria-describedby={titleId}>
            {i18n._({ id: 'admin.action.delete', message: 'Delete' })}
          </Button>
        )}
      </div>
    </Card>
  );
}
