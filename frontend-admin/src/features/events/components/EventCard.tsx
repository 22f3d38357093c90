import { Button, Card, Tag } from 'antd';
import type { EventDto } from '../../../shared/api-types';
import { formatCalendarDate, useLingui } from '@ministry/frontend-kit';

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
  const { i18n } = useLingui();
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
                aria-label={i18n._({
                  id: 'admin.events.registrationsFor',
                  message: 'Registrations for {title}',
                  values: { title: event.title },
                })}
              >
                {i18n._({ id: 'admin.events.registrations', message: 'Registrations' })}
              </Button>,
            ]
          : []),
        <Button
          key="edit"
          type="link"
          onClick={onEdit}
          onPointerEnter={onEditIntent}
          onFocus={onEditIntent}
          aria-label={i18n._({
            id: 'admin.events.editNamed',
            message: 'Edit {title}',
            values: { title: event.title },
          })}
        >
          {i18n._({ id: 'admin.action.edit', message: 'Edit' })}
        </Button>,
        <Button
          key="delete"
          type="link"
          danger
          onClick={onDelete}
          aria-label={i18n._({
            id: 'admin.events.deleteNamed',
            message: 'Delete {title}',
            values: { title: event.title },
          })}
        >
          {i18n._({ id: 'admin.action.delete', message: 'Delete' })}
        </Button>,
      ]}
    >
      <div className="admin-card__head">
        <h3 id={titleId} className="admin-card__title">
          {event.title}
        </h3>
        <span>
          {past && <Tag>{i18n._({ id: 'admin.events.pastTag', message: 'Past' })}</Tag>}
          {event.isSpecial && (
            <Tag color="gold">{i18n._({ id: 'admin.events.special', message: 'Special' })}</Tag>
          )}
          {settings?.enabled && (
            <Tag color="blue">
              {settings.capacity === null
                ? i18n._({
                    id: 'admin.events.registered',
                    message: '{count} registered',
                    values: { count: settings.seatsTaken },
                  })
                : i18n._({
                    id: 'admin.events.seats',
                    message: '{taken}/{capacity} seats',
                    values: { taken: settings.seatsTaken, capacity: settings.capacity },
                  })}
            </Tag>
          )}
        </span>
      </div>
      <dl className="admin-facts">
        <dt>{i18n._({ id: 'admin.events.date', message: 'Date' })}</dt>
        <dd>{formatCalendarDate(event.date)}</dd>
        <dt>{i18n._({ id: 'admin.events.time', message: 'Time' })}</dt>
        <dd>{event.time}</dd>
        <dt>{i18n._({ id: 'admin.events.location', message: 'Location' })}</dt>
        <dd>{event.location}</dd>
      </dl>
      <p className="admin-card__text">{event.description}</p>
    </Card>
  );
}
