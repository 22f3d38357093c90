import { useLingui } from '@ministry/frontend-kit';
import type { MyCounselingRequest, MyTestimony } from '../../../shared/api/community-types';
import {
  counselingCategoryLabel,
  labelText,
  testimonyCategoryLabel,
  type Label,
} from '../../../shared/constants';
import { formatDate } from '../../../shared/format-date';
import { useNavigate } from 'react-router-dom';
import {
  useManageLink,
  useMyCounseling,
  useMyRegistrations,
  useMyTestimonies,
} from '../hooks/use-my-account';

const TESTIMONY_STATUS: Record<MyTestimony['status'], Label> = {
  pending: /*i18n*/ { id: 'myAccount.testimony.pending', message: 'Pending review' },
  approved: /*i18n*/ { id: 'myAccount.testimony.approved', message: 'Approved' },
  featured: /*i18n*/ { id: 'myAccount.testimony.featured', message: 'Featured' },
  rejected: /*i18n*/ { id: 'myAccount.testimony.rejected', message: 'Not published' },
};

const COUNSELING_STATUS: Record<string, Label> = {
  pending: /*i18n*/ { id: 'myAccount.counseling.pending', message: 'Pending' },
  in_progress: /*i18n*/ { id: 'myAccount.counseling.inProgress', message: 'In progress' },
  completed: /*i18n*/ { id: 'myAccount.counseling.completed', message: 'Completed' },
  closed: /*i18n*/ { id: 'myAccount.counseling.closed', message: 'Closed' },
};

export function MyTestimonies() {
  const { data, isLoading, isError } = useMyTestimonies();
  const { i18n } = useLingui();
  if (isLoading) {
    return (
      <p aria-busy>
        {i18n._({ id: 'myAccount.testimonies.loading', message: 'Loading your testimonies...' })}
      </p>
    );
  }
  if (isError || !data) {
    return (
      <p>
        {i18n._({
          id: 'myAccount.testimonies.failed',
          message: 'Your testimonies could not be loaded.',
        })}
      </p>
    );
  }
  if (!data.length) {
    return (
      <p>
        {i18n._({
          id: 'myAccount.testimonies.empty',
          message: 'You have not shared a testimony yet.',
        })}
      </p>
    );
  }
  return (
    <ul
      className="my-account__list"
      aria-label={i18n._({ id: 'myAccount.testimonies.title', message: 'My testimonies' })}
    >
      {data.map((t) => (
        <li key={t.id} className="my-account__item">
          <div className="my-account__item-head">
            <h3>{t.title}</h3>
            <span className={`status-badge status-badge--${t.status}`}>
              {i18n._(TESTIMONY_STATUS[t.status])}
            </span>
          </div>
          <p className="my-account__meta">
            {t.approvedAt
              ? i18n._({
                  id: 'myAccount.testimony.sharedApproved',
                  message: '{category} · shared {shared} · approved {approved}',
                  values: {
                    category: labelText(i18n, testimonyCategoryLabel(t.category)),
                    shared: formatDate(t.submittedAt),
                    approved: formatDate(t.approvedAt),
                  },
                })
              : i18n._({
                  id: 'myAccount.testimony.shared',
                  message: '{category} · shared {shared}',
                  values: {
                    category: labelText(i18n, testimonyCategoryLabel(t.category)),
                    shared: formatDate(t.submittedAt),
                  },
                })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function Request({ request }: { request: MyCounselingRequest }) {
  const { i18n } = useLingui();
  const status = COUNSELING_STATUS[request.status];
  return (
    <li className="my-account__item">
      <div className="my-account__item-head">
        <h3>{labelText(i18n, counselingCategoryLabel(request.category))}</h3>
        <span className={`status-badge status-badge--${request.status}`}>
          {status ? i18n._(status) : request.status}
        </span>
      </div>
      <p className="my-account__meta">
        {i18n._({
          id: 'myAccount.counseling.asked',
          message: 'Asked {date}',
          values: { date: formatDate(request.submittedAt) },
        })}
      </p>
      {request.responses.length > 0 ? (
        <ol
          className="my-account__responses"
          aria-label={i18n._({
            id: 'myAccount.counseling.responses',
            message: 'Responses from the ministry',
          })}
        >
          {request.responses.map((r) => (
            <li key={r.id}>
              <p className="my-account__meta">
                {i18n._({
                  id: 'myAccount.counseling.response',
                  message: '{responder}, {date}',
                  values: {
                    responder:
                      r.responderName ??
                      i18n._({ id: 'myAccount.counseling.team', message: 'The ministry team' }),
                    date: formatDate(r.sentAt),
                  },
                })}
              </p>
              <p className="my-account__response">{r.message}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="my-account__meta">
          {i18n._({ id: 'myAccount.counseling.noResponse', message: 'No response yet.' })}
        </p>
      )}
    </li>
  );
}

export function MyCounseling() {
  const { data, isLoading, isError } = useMyCounseling();
  const { i18n } = useLingui();
  if (isLoading) {
    return (
      <p aria-busy>
        {i18n._({
          id: 'myAccount.counseling.loading',
          message: 'Loading your counseling requests...',
        })}
      </p>
    );
  }
  if (isError || !data) {
    return (
      <p>
        {i18n._({
          id: 'myAccount.counseling.failed',
          message: 'Your counseling requests could not be loaded.',
        })}
      </p>
    );
  }
  if (!data.length) {
    return (
      <p>
        {i18n._({
          id: 'myAccount.counseling.empty',
          message: 'You have not requested counseling.',
        })}
      </p>
    );
  }
  return (
    <ul
      className="my-account__list"
      aria-label={i18n._({ id: 'myAccount.counseling.title', message: 'My counseling requests' })}
    >
      {data.map((r) => (
        <Request key={r.id} request={r} />
      ))}
    </ul>
  );
}

const REGISTRATION_STATUS: Record<string, Label> = {
  confirmed: /*i18n*/ { id: 'community.registration.confirmed', message: 'Confirmed' },
  waitlisted: /*i18n*/ { id: 'community.registration.waitlisted', message: 'On the waitlist' },
  cancelled: /*i18n*/ { id: 'community.registration.cancelled', message: 'Cancelled' },
};

/** The member's event registrations; Manage opens the registration's page with a fresh link. */
export function MyRegistrations() {
  const { data, isLoading, isError } = useMyRegistrations();
  const manageLink = useManageLink();
  const navigate = useNavigate();
  const { i18n } = useLingui();
  if (isLoading) {
    return (
      <p aria-busy>
        {i18n._({
          id: 'myAccount.registrations.loading',
          message: 'Loading your registrations...',
        })}
      </p>
    );
  }
  if (isError || !data) {
    return (
      <p>
        {i18n._({
          id: 'myAccount.registrations.failed',
          message: 'Your registrations could not be loaded.',
        })}
      </p>
    );
  }
  if (!data.length) {
    return (
      <p>
        {i18n._({
          id: 'myAccount.registrations.empty',
          message: 'You have not registered for an event yet.',
        })}
      </p>
    );
  }
  const open = (id: number) =>
    manageLink.mutate(id, {
      onSuccess: ({ manageUrl }) => {
        const url = new URL(manageUrl, window.location.origin);
        // The link is this site's own page: open it in the app, not as a new page load.
        void navigate(`${url.pathname}${url.search}`);
      },
    });
  return (
    <ul
      className="my-account__list"
      aria-label={i18n._({ id: 'myAccount.registrations.list', message: 'My registrations' })}
    >
      {data.map((r) => {
        const status = REGISTRATION_STATUS[r.status];
        return (
          <li key={r.id} className="my-account__item">
            <div className="my-account__item-head">
              <h3>{r.eventTitle}</h3>
              <span className={`status-badge status-badge--${r.status}`}>
                {status ? i18n._(status) : r.status}
              </span>
            </div>
            <p className="my-account__meta">
              {i18n._({
                id: 'myAccount.registrations.meta',
                message: '{date} · {time} · party of {partySize}',
                values: {
                  date: formatDate(`${r.eventDate}T12:00:00`),
                  time: r.eventTime,
                  partySize: r.partySize,
                },
              })}
            </p>
            {r.status !== 'cancelled' && (
              <button
                type="button"
                className="button button--outline"
                aria-label={i18n._({
                  id: 'myAccount.registrations.manageLabel',
                  message: 'Manage my registration for {event}',
                  values: { event: r.eventTitle },
                })}
                aria-disabled={manageLink.isPending || undefined}
                onClick={() => !manageLink.isPending && open(r.id)}
              >
                {i18n._({ id: 'myAccount.registrations.manage', message: 'Manage registration' })}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
