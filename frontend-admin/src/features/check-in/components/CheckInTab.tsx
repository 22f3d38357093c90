import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Input, Radio, Spin, Tag } from 'antd';
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
  new Date(at).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** Waits this long after the last key before searching. */
const SEARCH_DELAY_MS = 250;

/**
 * The door's check-in, phone first (docs/architecture.md, "Check-in"): pick one of today's events,
 * find a person by name or scan their ticket, mark them present or undo it, and watch arrived
 * against expected. A Check-in volunteer sees this screen alone, for today's events only.
 */
export function CheckInTab() {
  const [date, setDate] = useState<string | undefined>(undefined);
  const events = useCheckInEvents(date);
  const [picked, setPicked] = useState<number | undefined>(undefined);
  const list = events.data?.events ?? [];
  // One event that day: it is the one. Several: the one picked, while it is still listed.
  const eventId =
    list.length === 1 ? list[0].id : list.some((e) => e.id === picked) ? picked : undefined;

  return (
    <section className="admin-tab check-in" aria-label="Check-in">
      <header className="admin-tab__header">
        <div>
          <h2 className="admin-tab__title">Check-in</h2>
          <p className="admin-tab__description">
            Find people by name or scan the QR code of their ticket, and mark them present.
          </p>
        </div>
      </header>
      {events.data?.anyDay && (
        <label className="check-in__day">
          <span>Day</span>
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
          <span>Loading events...</span>
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
              Retry
            </Button>
          }
        />
      )}
      {events.data && list.length === 0 && (
        <Empty
          description={
            events.data.date === events.data.today
              ? 'No event today takes registrations.'
              : 'No event that day takes registrations.'
          }
        />
      )}
      {list.length > 1 && (
        <fieldset className="check-in__events">
          <legend>Event</legend>
          <Radio.Group
            value={eventId}
            onChange={(e) => setPicked(e.target.value as number)}
            options={list.map((e) => ({
              value: e.id,
              label: `${e.title} · ${e.time}`,
            }))}
          />
        </fieldset>
      )}
      {eventId !== undefined && <EventCheckIn key={eventId} eventId={eventId} />}
    </section>
  );
}

function EventCheckIn({ eventId }: { eventId: number }) {
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
          message: `Check-in undone: ${fullName(result.person)} is not marked present.`,
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
          {event.data.title}
          <span className="check-in__event-when">
            {event.data.time} · {event.data.location}
          </span>
        </h3>
      )}
      <div className="check-in__counts" role="status" aria-label="Arrived">
        {lines ? (
          <>
            <p>
              <strong>Arrived:</strong> {lines.seats}
            </p>
            <p>{lines.registrations}</p>
          </>
        ) : (
          <p>Counting…</p>
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
          Scan ticket
        </Button>
      )}
      <div aria-live="polite" className="check-in__outcome">
        {ticket.isPending && (
          <p role="status">
            <Spin size="small" /> Checking the ticket…
          </p>
        )}
        {outcome?.kind === 'in' && (
          <Alert
            type="success"
            showIcon
            title={`Checked in: ${fullName(outcome.person)}`}
            description={`Party of ${outcome.person.partySize}`}
            action={
              <Button size="small" disabled={busy} onClick={() => undoArrival(outcome.person)}>
                Undo
              </Button>
            }
          />
        )}
        {outcome?.kind === 'refused' && <Alert type="warning" showIcon title={outcome.message} />}
      </div>
      <label className="check-in__search">
        <span>Find by name or e-mail</span>
        <Input
          type="search"
          value={typed}
          allowClear
          onChange={(e) => setTyped(e.target.value)}
          placeholder="e.g. Ruth"
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
              {search ? `Nobody matches “${search}”.` : 'Nobody has registered yet.'}
            </p>
          ) : (
            <ul className="check-in__people" aria-label="People">
              {people.data.items.map((person) => {
                const action = actionFor(person);
                const name = fullName(person);
                return (
                  <li key={person.id} className="check-in__person">
                    <div className="check-in__who">
                      <strong>{name}</strong>{' '}
                      {person.checkedInAt && person.status === 'confirmed' && (
                        <Tag color="green">Present</Tag>
                      )}
                      <span className="check-in__email">{person.email}</span>
                      <span>{personState(person, clock)}</span>
                    </div>
                    {action === 'mark' && (
                      <Button
                        type="primary"
                        disabled={busy}
                        onClick={() => markPresent(person)}
                        aria-label={`Mark present: ${name}`}
                      >
                        Mark present
                      </Button>
                    )}
                    {action === 'undo' && (
                      <Button
                        disabled={busy}
                        onClick={() => undoArrival(person)}
                        aria-label={`Undo check-in: ${name}`}
                      >
                        Undo check-in
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {people.data.total > people.data.items.length && (
            <p className="check-in__more">
              {people.data.total - people.data.items.length} more: type more of the name.
            </p>
          )}
        </>
      )}
    </div>
  );
}
