import { Alert, Button, Modal, Spin } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { CounselingRequestSummaryDto } from '../../../shared/api-types';
import { formatDateTime } from '../../../shared/format';
import { useCounselingDetail } from '../hooks/use-counseling';
import { contactLabel, StatusTag, UrgencyTag } from './counseling-labels';

interface CounselingDetailDialogProps {
  request: CounselingRequestSummaryDto | null;
  onClose: () => void;
  /** Absent for a role that may not answer: the dialog then has no Respond. */
  onRespond?: () => void;
}

/**
 * The whole request and its conversation, oldest message first. The card's summary shows at once; the
 * narrative and the conversation come with the request's detail (an audited read).
 */
export function CounselingDetailDialog({
  request,
  onClose,
  onRespond,
}: CounselingDetailDialogProps) {
  const { i18n } = useLingui();
  const detail = useCounselingDetail(request?.id ?? null);

  return (
    <Modal
      open={request !== null}
      title={
        request
          ? i18n._({
              id: 'admin.counseling.from',
              message: 'Counseling request from {name}',
              values: { name: request.name },
            })
          : i18n._({ id: 'admin.counseling.request', message: 'Counseling request' })
      }
      onCancel={onClose}
      width={720}
      footer={[
        <Button key="close" onClick={onClose}>
          {i18n._({ id: 'admin.action.close', message: 'Close' })}
        </Button>,
        onRespond && (
          <Button key="respond" type="primary" onClick={onRespond}>
            {i18n._({ id: 'admin.counseling.respond', message: 'Respond' })}
          </Button>
        ),
      ]}
    >
      {request && (
        <>
          <p>
            <UrgencyTag urgency={request.urgency} />
            <StatusTag status={request.status} />
          </p>
          <dl className="admin-facts admin-facts--wide">
            <dt>{i18n._({ id: 'admin.registrations.email', message: 'Email' })}</dt>
            <dd>
              <a href={`mailto:${request.email}`}>{request.email}</a>
            </dd>
            <dt>{i18n._({ id: 'admin.counseling.phone', message: 'Phone' })}</dt>
            <dd>{request.phone || '—'}</dd>
            <dt>
              {i18n._({ id: 'admin.counseling.preferredContact', message: 'Preferred contact' })}
            </dt>
            <dd>{contactLabel(request.preferredContact)}</dd>
            <dt>{i18n._({ id: 'admin.counseling.category', message: 'Category' })}</dt>
            <dd>{request.category}</dd>
            <dt>{i18n._({ id: 'admin.testimonials.submitted', message: 'Submitted' })}</dt>
            <dd>{formatDateTime(request.submittedAt)}</dd>
            <dt>{i18n._({ id: 'admin.counseling.lastResponse', message: 'Last response' })}</dt>
            <dd>{formatDateTime(request.lastResponseAt)}</dd>
          </dl>
          {detail.isPending ? (
            <Spin
              size="small"
              aria-label={i18n._({
                id: 'admin.counseling.loadingRequest',
                message: 'Loading the request',
              })}
            />
          ) : detail.isError ? (
            <Alert type="error" showIcon role="alert" title={detail.error.message} />
          ) : (
            <>
              <h4 className="admin-subheading">
                {i18n._({ id: 'admin.counseling.background', message: 'Background' })}
              </h4>
              <p className="admin-prose">{detail.data.background}</p>
              <h4 className="admin-subheading">
                {i18n._({ id: 'admin.counseling.situation', message: 'Current Situation' })}
              </h4>
              <p className="admin-prose">{detail.data.currentSituation}</p>
              <h4 className="admin-subheading">
                {i18n._({ id: 'admin.counseling.needs', message: 'Specific Needs' })}
              </h4>
              <p className="admin-prose">{detail.data.specificNeeds}</p>

              <h4 className="admin-subheading">
                {i18n._({ id: 'admin.counseling.conversation', message: 'Conversation' })}
              </h4>
              {detail.data.responses.length === 0 ? (
                <p className="admin-card__meta">
                  {i18n._({ id: 'admin.counseling.noResponses', message: 'No responses yet.' })}
                </p>
              ) : (
                <ol
                  className="admin-conversation"
                  aria-label={i18n._({
                    id: 'admin.counseling.responsesList',
                    message: 'Responses',
                  })}
                >
                  {detail.data.responses.map((response) => (
                    <li key={response.id} className="admin-conversation__item">
                      <p className="admin-card__meta">
                        {response.responderName ??
                          (response.isFromAdmin
                            ? i18n._({ id: 'admin.counseling.team', message: 'Ministry team' })
                            : request.name)}{' '}
                        · {formatDateTime(response.sentAt)}
                      </p>
                      <p className="admin-prose">{response.message}</p>
                    </li>
                  ))}
                </ol>
              )}
            </>
          )}
        </>
      )}
    </Modal>
  );
}
