import type { MyCounselingRequest, MyTestimony } from '../../../shared/api/community-types';
import { formatDate } from '../../../shared/format-date';
import { useNavigate } from 'react-router-dom';
import {
  useManageLink,
  useMyCounseling,
  useMyRegistrations,
  useMyTestimonies,
} from '../hooks/use-my-account';

const TESTIMONY_STATUS: Record<MyTestimony['status'], string> = {
  pending: 'Pending review',
  approved: 'Approved',
  featured: 'Featured',
  rejected: 'Not published',
};

const COUNSELING_STATUS: Record<string, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  completed: 'Completed',
  closed: 'Closed',
};

export function MyTestimonies() {
  const { data, isLoading, isError } = useMyTestimonies();
  if (isLoading) return <p aria-busy>Loading your testimonies...</p>;
  if (isError || !data) return <p>Your testimonies could not be loaded.</p>;
  if (!data.length) return <p>You have not shared a testimony yet.</p>;
  return (
    <ul className="my-account__list" aria-label="My testimonies">
      {data.map((t) => (
        <li key={t.id} className="my-account__item">
          <div className="my-account__item-head">
            <h3>{t.title}</h3>
            <span className={`status-badge status-badge--${t.status}`}>
              {TESTIMONY_STATUS[t.status]}
            </span>
          </div>
          <p className="my-account__meta">
            {t.category} · shared {formatDate(t.submittedAt)}
            {t.approvedAt && ` · approved ${formatDate(t.approvedAt)}`}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Request({ request }: { request: MyCounselingRequest }) {
  return (
    <li className="my-account__item">
      <div className="my-account__item-head">
        <h3>{request.category}</h3>
        <span className={`status-badge status-badge--${request.status}`}>
          {COUNSELING_STATUS[request.status] ?? request.status}
        </span>
      </div>
      <p className="my-account__meta">Asked {formatDate(request.submittedAt)}</p>
      {request.responses.length > 0 ? (
        <ol className="my-account__responses" aria-label="Responses from the ministry">
          {request.responses.map((r) => (
            <li key={r.id}>
              <p className="my-account__meta">
                {r.responderName ?? 'The ministry team'}, {formatDate(r.sentAt)}
              </p>
              <p className="my-account__response">{r.message}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="my-account__meta">No response yet.</p>
      )}
    </li>
  );
}

export function MyCounseling() {
  const { data, isLoading, isError } = useMyCounseling();
  if (isLoading) return <p aria-busy>Loading your counseling requests...</p>;
  if (isError || !data) return <p>Your counseling requests could not be loaded.</p>;
  if (!data.length) return <p>You have not requested counseling.</p>;
  return (
    <ul className="my-account__list" aria-label="My counseling requests">
      {data.map((r) => (
        <Request key={r.id} request={r} />
      ))}
    </ul>
  );
}

const REGISTRATION_STATUS: Record<string, string> = {
  confirmed: 'Confirmed',
  waitlisted: 'On the waitlist',
  cancelled: 'Cancelled',
};

/** The member's event registrations; Manage opens the registration's page with a fresh link. */
export function MyRegistrations() {
  const { data, isLoading, isError } = useMyRegistrations();
  const manageLink = useManageLink();
  const navigate = useNavigate();
  if (isLoading) return <p aria-busy>Loading your registrations...</p>;
  if (isError || !data) return <p>Your registrations could not be loaded.</p>;
  if (!data.length) return <p>You have not registered for an event yet.</p>;
  const open = (id: number) =>
    manageLink.mutate(id, {
      onSuccess: ({ manageUrl }) => {
        const url = new URL(manageUrl, window.location.origin);
        // The link is this site's own page: open it in the app, not as a new page load.
        void navigate(`${url.pathname}${url.search}`);
      },
    });
  return (
    <ul className="my-account__list" aria-label="My registrations">
      {data.map((r) => (
        <li key={r.id} className="my-account__item">
          <div className="my-account__item-head">
            <h3>{r.eventTitle}</h3>
            <span className={`status-badge status-badge--${r.status}`}>
              {REGISTRATION_STATUS[r.status] ?? r.status}
            </span>
          </div>
          <p className="my-account__meta">
            {formatDate(`${r.eventDate}T12:00:00`)} · {r.eventTime} · party of {r.partySize}
          </p>
          {r.status !== 'cancelled' && (
            <button
              type="button"
              className="button button--outline"
              aria-label={`Manage my registration for ${r.eventTitle}`}
              aria-disabled={manageLink.isPending || undefined}
              onClick={() => !manageLink.isPending && open(r.id)}
            >
              Manage registration
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
