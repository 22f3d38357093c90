import { Button, Card, Tag } from 'antd';
import type { EventDto } from '../../../shared/api-types';
import { formatCalendarDate } from '@ministry/frontend-kit';

interface EventCardProps {
  event: EventDto;
  /** Its date has gone by: the card says so. */
  past: boolean;
  onEdit: () => void;
  /** Pointer or focus on Edit: a hint to start loading the form. */
  onEditIntent: () => void;
  onDelete: () => void;
  /** Present when the event takes registrations and the person may run them. */
  onRegistrations?: () => void;
}

export function EventCard({
  event,
  past,
  onEdit,
  onEditIntent,
  onDelete,
  onRegistrations,
}: EventCardProps) {
  const titleId = `event-${event.id}-title`;
  const settings = event.registrationSettings;
  return (
    <Card
      className="admin-card"
      role="article"
      aria-labelledby={titleId}
      data-testid="event-card"
      actions={[
        ...(onRegistrations
          ? [
              <Button
                key="registrations"
                type="link"
                onClick={onRegistrations}
                aria-label={`Registrations for ${event.title}`}
              >
                Registrations
              </Button>,
            ]
          : []),
        <Button
          key="edit"
          type="link"
          onClick={onEdit}
          onPointerEnter={onEditIntent}
          onFocus={onEditIntent}
          aria-label={`Edit ${event.title}`}
        >
          Edit
        </Button>,
        <Button
          key="delete"
          type="link"
          danger
          onClick={onDelete}
          aria-label={`Delete ${event.title}`}
        >
          Delete
        </Button>,
      ]}
    >
      <div className="admin-card__head">
        <h3 id={titleId} className="admin-card__title">
          {event.title}
        </h3>
        <span>
          {past && <Tag>Past</Tag>}
          {event.isSpecial && <Tag color="gold">Special</Tag>}
          {settings?.enabled && (
            <Tag color="blue">
              {settings.capacity === null
                ? `${settings.seatsTaken} registered`
                : `${settings.seatsTaken}/${settings.capacity} seats`}
            </Tag>
          )}
        </span>
      </div>
      <dl className="admin-facts">
        <dt>Date</dt>
        <dd>{formatCalendarDate(event.date)}</dd>
        <dt>Time</dt>
        <dd>{event.time}</dd>
        <dt>Location</dt>
        <dd>{event.location}</dd>
      </dl>
      <p className="admin-card__text">{event.description}</p>
    </Card>
  );
}
