import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Input, Radio, Spin, Tag } from 'antd';
import { Trans, useLingui } from '@ministry/frontend-kit';
import { intlLocale } from '../../../i18n/i18n';
import { errorText } from '../../../shared/error-text';
import { actionFor, countLines, fullName, personState } from '../check-in-values';
import {
  type CheckInPerson,
  useCheckInEvent,
  useCheckInEvents,
  useCheckInPeople,
  useCheckInTicket,
  useMarkPresent,
  useUndoCheckIn,
} from '../hooks/use-check-in';
import { TicketScanner } from './TicketScanner';
import '../check-in.css';

/** What the last scan or tap did: the person let in (with Undo), or why not. */
type Outcome = { kind: 'in'; person: CheckInPerson } | { kind: 'refused'; message: string };

const clock = (at: string) =>
  new Date(at).toLocaleTimeString(intlLocale(), { hour: 'numeric', minute: '2-digit' });

/** Waits this long after the last key before searching. */
const SEARCH_DELAY_MS = 250;

/**
 * The door's check-in, phone first (docs/architecture.md, "Check-in"): pick one of today's events,
 * find a person by name or scan their ticket, mark them present or undo it, and watch arrived
 * against expected. A Check-in volunteer sees this screen alone, for today's events only.
 */
export function CheckInTab() {
  const { i18n } = useLingui();
  const title = i18n._({ id: 'admin.checkIn.title', message: 'Check-in' });
  const [date, setDate] = useState<string | undefined>(undefined);
  const events = useCheckInEvents(date);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const list = events.data?.events ?? [];
  // One event that day: it is the one. Several: the one picked, while it is still listed.
  const eventId =
    list.length === 1 ? list[0].id : list.some((e) => e.id === picked) ? picked : undefined;

  return (
    <section className="admin-tab check-in" aria-label={title}>
      <header className="admin-tab__header">
        <div>
          <h2 className="admin-tab__title">{title}</h2>
          <p className="admin-tab__description">
            {i18n._({
              id: 'admin.checkIn.description',
              message:
                'Find people by name or scan the QR code of their ticket, and mark them present.',
            })}
          </p>
        </div>
      </header>
      {events.data?.anyDay && (
        <label className="check-in__day">
          <span>{i18n._({ id: 'admin.checkIn.day', message: 'Day' })}</span>
          <Input
            type="date"
            value={date ?? events.data.today}
            onChange={(e) => setDate(e.target.value || undefined)}
          />
        </label>
      )}
      {events.isPending && (
        <div className="admin-loading" role="status">
          <Spin />
          <span>{i18n._({ id: 'admin.checkIn.loadingEvents', message: 'Loading events...' })}</span>
        </div>
      )}
      {events.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(events.error)}
          action={
            <Button size="small" onClick={() => void events.refetch()}>
              {i18n._({ id: 'admin.action.retry', message: 'Retry' })}
            </Button>
          }
        />
      )}
      {events.data && list.length === 0 && (
        <Empty
          description={
            events.data.date === events.data.today
              ? i18n._({
                  id: 'admin.checkIn.noEventToday',
                  message: 'No event today takes registrations.',
                })
              : i18n._({
                  id: 'admin.checkIn.noEventThatDay',
                  message: 'No event that day takes registrations.',
                })
          }
        />
      )}
      {list.length > 1 && (
        <fieldset className="check-in__events">
          <legend>{i18n._({ id: 'admin.checkIn.event', message: 'Event' })}</legend>
          <Radio.Group
            value={eventId}
            onChange={(e) => setPicked(e.target.value as number)}
            options={list.map((e) => ({
              value: e.id,
              // Each text isolated: an English time keeps its order in a right-to-left page.
              label: (
                <>
                  <bdi>{e.title}</bdi> · <bdi>{e.time}</bdi>
                </>
              ),
            }))}
          />
        </fieldset>
      )}
      {eventId !== undefined && <EventCheckIn key={eventId} eventId={eventId} />}
    </section>
  );
}

function EventCheckIn({ eventId }: { eventId: number }) {
  const { i18n } = useLingui();
  const event = useCheckInEvent(eventId);
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const people = useCheckInPeople(eventId, search);
  const mark = useMarkPresent(eventId);
  const undo = useUndoCheckIn(eventId);
  const ticket = useCheckInTicket(eventId);
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const counts = event.data?.counts ?? people.data?.counts;
  const lines = counts ? countLines(counts) : null;
  const busy = mark.isPending || undo.isPending || ticket.isPending;

  const refused = (error: unknown) => setOutcome({ kind: 'refused', message: errorText(error) });
  const markPresent = (person: CheckInPerson) =>
    mark.mutate(person.id, {
      onSuccess: (result) => setOutcome({ kind: 'in', person: result.person }),
      onError: refused,
    });
  const undoArrival = (person: CheckInPerson) =>
    undo.mutate(person.id, {
      onSuccess: (result) =>
        setOutcome({
          kind: 'refused',
          message: i18n._({
            id: 'admin.checkIn.undone',
            message: 'Check-in undone: {name} is not marked present.',
            values: { name: fullName(result.person) },
          }),
        }),
      onError: refused,
    });
  const scanned = (code: string) => {
    setScanning(false);
    ticket.mutate(code, {
      onSuccess: (result) => setOutcome({ kind: 'in', person: result.person }),
      onError: refused,
    });
  };

  return (
    <div className="check-in__event">
      {event.data && (
        <h3 className="check-in__event-title">
          <bdi>{event.data.title}</bdi>
          {/* Each text isolated: an English time keeps its order in a right-to-left page. */}
          <span className="check-in__event-when">
            <bdi>{event.data.time}</bdi> · <bdi>{event.data.location}</bdi>
          </span>
        </h3>
      )}
      <div
        className="check-in__counts"
        role="status"
        aria-label={i18n._({ id: 'admin.checkIn.arrived', message: 'Arrived' })}
      >
        {lines ? (
          <>
            <p>
              <Trans
                id="admin.checkIn.arrivedSeats"
                message="<0>Arrived:</0> {seats}"
                values={{ seats: lines.seats }}
                components={{ 0: <strong /> }}
              />
            </p>
            <p>{lines.registrations}</p>
          </>
        ) : (
          <p>{i18n._({ id: 'admin.checkIn.counting', message: 'Counting…' })}</p>
        )}
      </div>
      {scanning ? (
        <TicketScanner onCode={scanned} onClose={() => setScanning(false)} />
      ) : (
        <Button
          type="primary"
          size="large"
          block
          disabled={ticket.isPending}
          onClick={() => {
            setOutcome(null);
            setScanning(true);
          }}
        >
          {i18n._({ id: 'admin.checkIn.scan', message: 'Scan ticket' })}
        </Button>
      )}
      <div aria-live="polite" className="check-in__outcome">
        {ticket.isPending && (
          <p role="status">
            <Spin size="small" />{' '}
            {i18n._({ id: 'admin.checkIn.checkingTicket', message: 'Checking the ticket…' })}
          </p>
        )}
        {outcome?.kind === 'in' && (
          <Alert
            type="success"
            showIcon
            title={i18n._({
              id: 'admin.checkIn.checkedIn',
              message: 'Checked in: {name}',
              values: { name: fullName(outcome.person) },
            })}
            description={i18n._({
              id: 'admin.checkIn.party',
              message: 'Party of {count}',
              values: { count: outcome.person.partySize },
            })}
            action={
              <Button size="small" disabled={busy} onClick={() => undoArrival(outcome.person)}>
                {i18n._({ id: 'admin.checkIn.undo', message: 'Undo' })}
              </Button>
            }
          />
        )}
        {outcome?.kind === 'refused' && <Alert type="warning" showIcon title={outcome.message} />}
      </div>
      <label className="check-in__search">
        <span>{i18n._({ id: 'admin.checkIn.find', message: 'Find by name or e-mail' })}</span>
        <Input
          type="search"
          value={typed}
          allowClear
          onChange={(e) => setTyped(e.target.value)}
          placeholder={i18n._({ id: 'admin.checkIn.findPlaceholder', message: 'e.g. Ruth' })}
          autoComplete="off"
        />
      </label>
      {people.isError && (
        <Alert type="error" showIcon role="alert" title={errorText(people.error)} />
      )}
      {people.data && (
        <>
          {people.data.items.length === 0 ? (
            <p className="check-in__none">
              {search
                ? i18n._({
                    id: 'admin.checkIn.noMatch',
                    message: 'Nobody matches “{search}”.',
                    values: { search },
                  })
                : i18n._({ id: 'admin.checkIn.nobody', message: 'Nobody has registered yet.' })}
            </p>
          ) : (
            <ul
              className="check-in__people"
              aria-label={i18n._({ id: 'admin.checkIn.people', message: 'People' })}
            >
              {people.data.items.map((person) => {
                const action = actionFor(person);
                const name = fullName(person);
                return (
                  <li key={person.id} className="check-in__person">
                    <div className="check-in__who">
                      <strong>{name}</strong>{' '}
                      {person.checkedInAt && person.status === 'confirmed' && (
                        <Tag color="green">
                          {i18n._({ id: 'admin.checkIn.present', message: 'Present' })}
                        </Tag>
                      )}
                      <span className="check-in__email">{person.email}</span>
                      <span>{personState(person, clock)}</span>
                    </div>
                    {action === 'mark' && (
                      <Button
                        type="primary"
                        disabled={busy}
                        onClick={() => markPresent(person)}
                        aria-label={i18n._({
                          id: 'admin.checkIn.markNamed',
                          message: 'Mark present: {name}',
                          values: { name },
                        })}
                      >
                        {i18n._({ id: 'admin.checkIn.mark', message: 'Mark present' })}
                      </Button>
                    )}
                    {action === 'undo' && (
                      <Button
                        disabled={busy}
                        onClick={() => undoArrival(person)}
                        aria-label={i18n._({
                          id: 'admin.checkIn.undoNamed',
                          message: 'Undo check-in: {name}',
                          values: { name },
                        })}
                      >
                        {i18n._({ id: 'admin.checkIn.undoCheckIn', message: 'Undo check-in' })}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {people.data.total > people.data.items.length && (
            <p className="check-in__more">
              {i18n._({
                id: 'admin.checkIn.more',
                message: '{count} more: type more of the name.',
                values: { count: people.data.total - people.data.items.length },
              })}
            </p>
          )}
        </>
      )}
    </div>
  );
}
