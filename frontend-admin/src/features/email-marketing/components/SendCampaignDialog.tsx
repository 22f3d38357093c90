import { Alert, Button, Modal, Progress } from 'antd';
import { toast, Trans, useLingui } from '@ministry/frontend-kit';
import { useAudienceCount, useSendCampaign } from '../hooks/use-email-campaigns';
import { DEFAULT_CRITERIA, type EmailCampaign } from '../types';
import { StatusBadge } from './StatusBadge';

/** Confirms a send with the live recipient count, then follows the campaign's progress. */
export function SendCampaignDialog({
  campaign,
  onClose,
}: {
  /** The campaign as currently listed (its progress updates while the list is polled). */
  campaign: EmailCampaign | null;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const send = useSendCampaign();
  const confirming = campaign?.status === 'draft';
  const count = useAudienceCount(
    campaign?.targetCriteria ?? DEFAULT_CRITERIA,
    !!campaign && confirming,
  );

  const close = () => {
    send.reset();
    onClose();
  };

  if (!campaign) return <Modal open={false} />;

  const { sent, failed, skipped } = campaign.progress;
  const total = campaign.recipientCount || 1;
  const done = sent + failed + skipped;

  return (
    <Modal
      open
      title={
        confirming
          ? i18n._({ id: 'admin.email.sendCampaign', message: 'Send Campaign' })
          : i18n._({
              id: 'admin.email.sendingName',
              message: 'Sending "{name}"',
              values: { name: campaign.name },
            })
      }
      onCancel={close}
      footer={
        confirming
          ? [
              <Button key="cancel" onClick={close} disabled={send.isPending}>
                {i18n._({ id: 'admin.action.cancel', message: 'Cancel' })}
              </Button>,
              <Button
                key="send"
                type="primary"
                loading={send.isPending}
                disabled={send.isPending || !count.data}
                onClick={() =>
                  send.mutate(campaign.id, {
                    onSuccess: (started) =>
                      toast({
                        title: i18n._({
                          id: 'admin.email.campaignSending',
                          message: 'Campaign sending',
                        }),
                        description: i18n._({
                          id: 'admin.email.campaignSendingText',
                          message:
                            '"{name}" is being sent to {count, plural, one {# recipient} other {# recipients}}.',
                          values: { name: started.name, count: started.recipientCount },
                        }),
                      }),
                    onError: (error) =>
                      toast({
                        title: i18n._({ id: 'admin.toast.error', message: 'Error' }),
                        description: i18n._({
                          id: 'admin.email.sendFailed',
                          message: 'Failed to send campaign. {error}',
                          values: { error: error.message },
                        }),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {send.isPending
                  ? i18n._({ id: 'admin.email.sending', message: 'Sending...' })
                  : i18n._({ id: 'admin.email.sendCampaign', message: 'Send Campaign' })}
              </Button>,
            ]
          : [
              <Button key="close" type="primary" onClick={close}>
                {i18n._({ id: 'admin.email.done', message: 'Done' })}
              </Button>,
            ]
      }
    >
      {confirming ? (
        <p aria-live="polite">
          {count.isLoading
            ? i18n._({ id: 'admin.email.countingRecipients', message: 'Counting recipients...' })
            : count.isError
              ? i18n._({
                  id: 'admin.email.countRecipientsFailedSentence',
                  message: 'Could not count recipients.',
                })
              : count.data === 0
                ? i18n._({
                    id: 'admin.email.noRecipients',
                    message: 'No recipients match this campaign’s target audience.',
                  })
                : i18n._({
                    id: 'admin.email.sendConfirm',
                    message:
                      '"{name}" will be e-mailed to {count, plural, one {# recipient} other {# recipients}}. This cannot be undone.',
                    values: { name: campaign.name, count: count.data ?? 0 },
                  })}
        </p>
      ) : (
        <div aria-live="polite">
          <p>
            <Trans
              id="admin.email.statusIs"
              message="Status: <0/>"
              components={{ 0: <StatusBadge status={campaign.status} /> }}
            />
          </p>
          <Progress
            percent={Math.floor((done / total) * 100)}
            status={
              campaign.status === 'failed'
                ? 'exception'
                : campaign.status === 'sent'
                  ? 'success'
                  : 'active'
            }
            aria-label={i18n._({ id: 'admin.email.sendingProgress', message: 'Sending progress' })}
          />
          <p className="em-progress-counts">
            {i18n._({
              id: 'admin.email.progressCounts',
              message:
                '{sent} sent · {failed} failed · {skipped} skipped · {recipients} recipients',
              values: { sent, failed, skipped, recipients: campaign.recipientCount },
            })}
          </p>
          {campaign.failureReason && (
            <Alert type="error" showIcon role="alert" title={campaign.failureReason} />
          )}
        </div>
      )}
    </Modal>
  );
}
