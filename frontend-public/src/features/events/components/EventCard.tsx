import { formatCalendarDate, useLingui } from '@ministry/frontend-kit';
import type { MinistryEvent } from '../../../shared/content-types';
import { eventDateParts } from '../event-date';

interface EventCardProps {
  event: MinistryEvent;
  /** Shows the event's details (and, for a special event, how to register). */
  onOpen: (event: MinistryEvent) => void;
}

export function EventCard({ event, onOpen }: EventCardProps) {
  const { shortMonth, day } = eventDateParts(event.date);
  const titleId = `event-${event.id}-title`;
  const { i18n } = useLingui();
  return (
    <article
      className={event.isSpecial ? 'event-card event-card--special' : 'event-card'}
      aria-labelledby={titleId}
    >
      <div className="event-card__header">
        <time className="event-card__date" dateTime={event.date}>
          <span className="event-card__month" aria-hidden="true">
            {shortMonth}
          </span>
          <span className="event-card__day" aria-hidden="true">
            {day}
          </span>
          <span className="visually-hidden">{formatCalendarDate(event.date)}</span>
        </time>
        <div>
          {event.isSpecial && (
            <p className="event-card__flag">
              {i18n._({ id: 'event.special', message: 'Special event' })}
            </p>
          )}
          <h3 id={titleId} className="event-card__title">
            {event.title}
          </h3>
        </div>
      </div>
      <dl className="event-card__facts">
        <div>
          <dt>{i18n._({ id: 'event.time', message: 'Time' })}</dt>
          <dd>
            {event.startsAt ? <time dateTime={event.startsAt}>{event.time}</time> : event.time}
          </dd>
        </div>
        <div>
          <dt>{i18n._({ id: 'event.location', message: 'Location' })}</dt>
          <dd>{event.location}</dd>
        </div>
      </dl>
      <p className="event-card__description">{event.description}</p>
      <button
        type="button"
        className={event.isSpecial ? 'button button--gold' : 'button button--outline'}
        aria-haspopup="dialog"
        onClick={() => onOpen(event)}
      >
        {event.isSpecial
          ? i18n._({ id: 'event.register', message: 'Register Now' })
          : i18n._({ id: 'event.learnMore', message: 'Learn More' })}
        <span className="visually-hidden">: {event.title}</span>
      </button>
    </article>
  );
}

export function EventCardSkeleton() {
  return (
    <div
      className="event-card event-card--skeleton"
      data-testid="event-skeleton"
      aria-hidden="true"
    >
      <div className="event-card__header">
        <div className="event-card__date skeleton" />
        <div className="skeleton skeleton--line" />
      </div>
      <div className="skeleton skeleton--line" />
      <div className="skeleton skeleton--line skeleton--short" />
    </div>
  );
}
