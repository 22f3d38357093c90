import { Alert, Button, Form, Input, Modal, Space, Spin } from 'antd';
import { toast } from '@ministry/frontend-kit';
import { showServerFieldErrors } from '../../../shared/form-errors';
import { useCampaignPreview, useTestSend } from '../hooks/use-email-campaigns';
import { useTemplatePreview } from '../hooks/use-email-templates';
import type { EmailPreview } from '../types';

function PreviewBody({
  preview,
  isLoading,
  error,
}: {
  preview?: EmailPreview;
  isLoading: boolean;
  error: Error | null;
}) {
  if (isLoading) return <Spin aria-label="Loading preview" />;
  if (error || !preview)
    return (
      <Alert type="error" showIcon role="alert" title={error?.message ?? 'Preview unavailable'} />
    );
  return (
    <>
      <p style={{ margin: '0 0 4px' }}>
        <strong>Subject:</strong> {preview.subject}
      </p>
      <p className="em-hint" style={{ margin: '0 0 12px' }}>
        Shown as received by {preview.recipient}
      </p>
      {/* A sandboxed frame: the message's HTML cannot run scripts or reach this page. */}
      <iframe
        className="em-preview-frame"
        title="E-mail preview"
        sandbox=""
        srcDoc={preview.html}
      />
    </>
  );
}

export function TemplatePreviewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const preview = useTemplatePreview(id);
  return (
    <Modal open={id !== null} title="Template Preview" onCancel={onClose} footer={null} width={760}>
      <PreviewBody preview={preview.data} isLoading={preview.isLoading} error={preview.error} />
    </Modal>
  );
}

/** The campaign as recipients see it, and a test send to any address. */
export function CampaignPreviewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const preview = useCampaignPreview(id);
  const testSend = useTestSend();
  const [form] = Form.useForm<{ email: string }>();
  const email: string = Form.useWatch('email', form) ?? '';
  return (
    <Modal open={id !== null} title="Campaign Preview" onCancel={onClose} footer={null} width={760}>
      <PreviewBody preview={preview.data} isLoading={preview.isLoading} error={preview.error} />
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        // The server checks the address; its message shows under the field, not as a browser tip.
        noValidate
        onFinish={() =>
          id !== null &&
          testSend.mutate(
            { id, email: email.trim() },
            {
              onSuccess: (res) => toast({ title: 'Test email sent', description: res.message }),
              onError: (error) => {
                const shown = showServerFieldErrors(form, error);
                toast({
                  title: 'Error',
                  description: shown
                    ? 'Failed to send test email.'
                    : `Failed to send test email. ${error.message}`,
                  variant: 'destructive',
                });
              },
            },
          )
        }
      >
        <Form.Item label="Send a test to" htmlFor="em-test-email" style={{ marginBottom: 0 }}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="email" noStyle>
              <Input id="em-test-email" type="email" placeholder="you@example.org" />
            </Form.Item>
            <Button htmlType="submit" type="primary" disabled={!email.trim() || testSend.isPending}>
              {testSend.isPending ? 'Sending...' : 'Send Test'}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
