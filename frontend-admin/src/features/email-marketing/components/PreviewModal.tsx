import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Radio, Space, Spin } from 'antd';
import { toast, Trans, useLingui, type Language } from '@ministry/frontend-kit';
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
  language,
}: {
  preview?: EmailPreview;
  isLoading: boolean;
  error: Error | null;
  /** The language the e-mail is written in, when one was asked for. */
  language?: Language;
}) {
  const { i18n } = useLingui();
  if (isLoading)
    return (
      <Spin aria-label={i18n._({ id: 'admin.email.loadingPreview', message: 'Loading preview' })} />
    );
  if (error || !preview)
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={
          error?.message ??
          i18n._({ id: 'admin.email.previewUnavailable', message: 'Preview unavailable' })
        }
      />
    );
  return (
    <>
      <p style={{ margin: '0 0 4px' }}>
        <Trans
          id="admin.email.subjectIs"
          message="<0>Subject:</0> <1>{subject}</1>"
          values={{ subject: preview.subject }}
          components={{ 0: <strong />, 1: <span lang={language} /> }}
        />
      </p>
      <p className="em-hint" style={{ margin: '0 0 12px' }}>
        {i18n._({
          id: 'admin.email.shownAs',
          message: 'Shown as received by {recipient}',
          values: { recipient: preview.recipient },
        })}
      </p>
      {/* A sandboxed frame: the message's HTML cannot run scripts or reach this page. */}
      <iframe
        className="em-preview-frame"
        title={i18n._({ id: 'admin.email.previewFrame', message: 'E-mail preview' })}
        sandbox=""
        srcDoc={preview.html}
      />
    </>
  );
}

export function TemplatePreviewModal({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { i18n } = useLingui();
  const preview = useTemplatePreview(id);
  return (
    <Modal
      open={id !== null}
      title={i18n._({ id: 'admin.email.templatePreview', message: 'Template Preview' })}
      onCancel={onClose}
      footer={null}
      width={760}
    >
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
  const { i18n } = useLingui();
  const { defaultLanguage, others } = languages;
  const missing = value !== defaultLanguage && !versions[value];
  return (
    <fieldset className="em-preview-languages">
      <legend>{i18n._({ id: 'admin.email.previewIn', message: 'Preview in' })}</legend>
      <Radio.Group
        optionType="button"
        value={value}
        onChange={(event) => onChange(event.target.value as Language)}
        options={[defaultLanguage, ...others].map((code) => ({
          value: code,
          label: (
            <>
              <LanguageName code={code} />
              {code !== defaultLanguage &&
                !versions[code] &&
                ` ${i18n._({ id: 'admin.email.noVersion', message: '(no version)' })}`}
            </>
          ),
        }))}
      />
      {missing && (
        <p className="em-hint" role="status">
          <Trans
            id="admin.email.noVersionHint"
            message="This campaign has no <0/> version: its readers get the <1/> one, shown here."
            components={{
              0: <LanguageName code={value} />,
              1: <LanguageName code={defaultLanguage} />,
            }}
          />
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
  const { i18n } = useLingui();
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
    <Modal
      open={id !== null}
      title={i18n._({ id: 'admin.email.campaignPreview', message: 'Campaign Preview' })}
      onCancel={close}
      footer={null}
      width={760}
    >
      {perLanguage && language && (
        <PreviewLanguages
          languages={languages}
          versions={campaign?.translations ?? {}}
          value={language}
          onChange={setChosen}
        />
      )}
      <PreviewBody
        preview={preview.data}
        isLoading={preview.isLoading}
        error={preview.error}
        language={language}
      />
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
              onSuccess: (res) =>
                toast({
                  title: i18n._({ id: 'admin.email.testSent', message: 'Test email sent' }),
                  description: res.message,
                }),
              onError: (error) => {
                const shown = showServerFieldErrors(form, error);
                toast({
                  title: i18n._({ id: 'admin.toast.error', message: 'Error' }),
                  description: shown
                    ? i18n._({
                        id: 'admin.email.testFailed',
                        message: 'Failed to send test email.',
                      })
                    : i18n._({
                        id: 'admin.email.testFailedWhy',
                        message: 'Failed to send test email. {error}',
                        values: { error: error.message },
                      }),
                  variant: 'destructive',
                });
              },
            },
          )
        }
      >
        <Form.Item
          label={i18n._({ id: 'admin.email.sendTestTo', message: 'Send a test to' })}
          htmlFor="em-test-email"
          style={{ marginBottom: 0 }}
          extra={
            perLanguage
              ? i18n._({
                  id: 'admin.email.testVersion',
                  message: 'The test is the version shown above.',
                })
              : undefined
          }
        >
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="email" noStyle>
              <Input
                id="em-test-email"
                type="email"
                // An address reads left to right, in a right-to-left page too (the style: antd's right-to-left
                // inputs set their direction in CSS, which outranks the attribute).
                dir="ltr"
                style={{ direction: 'ltr' }}
                placeholder="you@example.org"
              />
            </Form.Item>
            <Button htmlType="submit" type="primary" disabled={!email.trim() || testSend.isPending}>
              {testSend.isPending
                ? i18n._({ id: 'admin.email.sending', message: 'Sending...' })
                : i18n._({ id: 'admin.email.sendTest', message: 'Send Test' })}
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
    </Modal>
  );
}
