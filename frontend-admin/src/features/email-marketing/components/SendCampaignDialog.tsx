import { Alert, Button, Modal, Progress } from 'antd';
import { toast } from '@ministry/frontend-kit';
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
      title={confirming ? 'Send Campaign' : `Sending "${campaign.name}"`}
      onCancel={close}
      footer={
        confirming
          ? [
              <Button key="cancel" onClick={close} disabled={send.isPending}>
                Cancel
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
                        title: 'Campaign sending',
                        description: `"${started.name}" is being sent to ${started.recipientCount} recipients.`,
                      }),
                    onError: (error) =>
                      toast({
                        title: 'Error',
                        description: `Failed to send campaign. ${error.message}`,
                        variant: 'destructive',
                      }),
                  })
                }
              >
                {send.isPending ? 'Sending...' : 'Send Campaign'}
              </Button>,
            ]
          : [
              <Button key="close" type="primary" onClick={close}>
                Done
              </Button>,
            ]
      }
    >
      {confirming ? (
        <p aria-live="polite">
          {count.isLoading
            ? 'Counting recipients...'
            : count.isError
              ? 'Could not count recipients.'
              : count.data === 0
                ? 'No recipients match this campaign’s target audience.'
                : `"${campaign.name}" will be e-mailed to ${count.data} ${count.data === 1 ? 'recipient' : 'recipients'}. This cannot be undone.`}
        </p>
      ) : (
        <div aria-live="polite">
          <p>
            Status: <StatusBadge status={campaign.status} />
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
            aria-label="Sending progress"
          />
          <p className="em-progress-counts">
            {sent} sent · {failed} failed · {skipped} skipped · {campaign.recipientCount} recipients
          </p>
          {campaign.failureReason && (
            <Alert type="error" showIcon role="alert" title={campaign.failureReason} />
          )}
        </div>
      )}
    </Modal>
  );
}
