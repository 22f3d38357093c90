import { Alert, Button, Modal, Spin } from 'antd';
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
  const detail = useCounselingDetail(request?.id ?? null);

  return (
    <Modal
      open={request !== null}
      title={request ? `Counseling request from ${request.name}` : 'Counseling request'}
      onCancel={onClose}
      width={720}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        onRespond && (
          <Button key="respond" type="primary" onClick={onRespond}>
            Respond
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
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${request.email}`}>{request.email}</a>
            </dd>
            <dt>Phone</dt>
            <dd>{request.phone || '—'}</dd>
            <dt>Preferred contact</dt>
            <dd>{contactLabel(request.preferredContact)}</dd>
            <dt>Category</dt>
            <dd>{request.category}</dd>
            <dt>Submitted</dt>
            <dd>{formatDateTime(request.submittedAt)}</dd>
            <dt>Last response</dt>
            <dd>{formatDateTime(request.lastResponseAt)}</dd>
          </dl>
          {detail.isPending ? (
            <Spin size="small" aria-label="Loading the request" />
          ) : detail.isError ? (
            <Alert type="error" showIcon role="alert" title={detail.error.message} />
          ) : (
            <>
              <h4 className="admin-subheading">Background</h4>
              <p className="admin-prose">{detail.data.background}</p>
              <h4 className="admin-subheading">Current Situation</h4>
              <p className="admin-prose">{detail.data.currentSituation}</p>
              <h4 className="admin-subheading">Specific Needs</h4>
              <p className="admin-prose">{detail.data.specificNeeds}</p>

              <h4 className="admin-subheading">Conversation</h4>
              {detail.data.responses.length === 0 ? (
                <p className="admin-card__meta">No responses yet.</p>
              ) : (
                <ol className="admin-conversation" aria-label="Responses">
                  {detail.data.responses.map((response) => (
                    <li key={response.id} className="admin-conversation__item">
                      <p className="admin-card__meta">
                        {response.responderName ??
                          (response.isFromAdmin ? 'Ministry team' : request.name)}{' '}
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
