import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Space, Spin } from 'antd';
import { toast, type Language } from '@ministry/frontend-kit';
import { showServerFieldErrors } from '../../../shared/form-errors';
import type { CampaignLanguages } from '../campaign-languages';
import { useCampaignLanguages } from '../hooks/use-campaign-languages';
import { useCampaignPreview, useTestSend } from '../hooks/use-email-campaigns';
import { useTemplatePreview } from '../hooks/use-email-templates';
import type { EmailCampaign, EmailPreview } from '../types';
import { LanguageName } from './CampaignVersionsField';

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

/**
 * The languages to preview a campaign in (when the site offers more than one): each offered one,
 * marked when the campaign has no version in it (its readers get the default language's).
 */
function PreviewLanguages({
  languages,
  versions,
  value,
  onChange,
}: {
  languages: CampaignLanguages;
  versions: EmailCampaign['translations'];
  value: Language;
  onChange: (code: Language) => void;
}) {
  const { defaultLanguage, others } = languages;
  const missing = value !== defaultLanguage && !versions[value];
  return (
    <fieldset className="em-preview-languages">
      <legend>Preview in</legend>
      <Radio.Group
        optionType="button"
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
        options={[defaultLanguage, ...others].map((code) => ({
          value: code,
          label: (
            <>
              <LanguageName code={code} />
              {code !== defaultLanguage && !versions[code] && ' (no version)'}
            </>
          ),
        }))}
      />
      {missing && (
        <p className="em-hint" role="status">
          This campaign has no <LanguageName code={value} /> version: its readers get the{' '}
          <LanguageName code={defaultLanguage} /> one, shown here.
        </p>
      )}
    </fieldset>
  );
}

/** The campaign as recipients see it (in each offered language), and a test send to any address. */
export function CampaignPreviewModal({
  campaign,
  onClose,
}: {
  campaign: EmailCampaign | null;
  onClose: () => void;
}) {
  const id = campaign?.id ?? null;
  const languages = useCampaignLanguages();
  const perLanguage = languages.others.length > 0;
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = perLanguage ? (chosen ?? languages.defaultLanguage) : undefined;
  const preview = useCampaignPreview(id, language);
  const testSend = useTestSend();
  const [form] = Form.useForm<{ email: string }>();
  const email: string = Form.useWatch('email', form) ?? '';
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Modal open={id !== null} title="Campaign Preview" onCancel={close} footer={null} width={760}>
      {perLanguage && language && (
        <PreviewLanguages
          languages={languages}
          versions={campaign?.translations ?? {}}
          value={language}
          onChange={setChosen}
        />
      )}
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
            { id, email: email.trim(), ...(language ? { language } : {}) },
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
        <Form.Item
          label="Send a test to"
          htmlFor="em-test-email"
          style={{ marginBottom: 0 }}
          extra={perLanguage ? 'The test is the version shown above.' : undefined}
        >
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
