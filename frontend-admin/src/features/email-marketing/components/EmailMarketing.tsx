import { useState } from 'react';
import { Alert, Button, Card, Space, Spin } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { intlLocale } from '../../../i18n/i18n';
import { WrappingTabs } from '../../../shared/WrappingTabs';
import type { ColumnsType } from 'antd/es/table';
import { useEmailCampaigns } from '../hooks/use-email-campaigns';
import { useEmailTemplates } from '../hooks/use-email-templates';
import type { EmailCampaign, EmailTemplate } from '../types';
import { CampaignDialog } from './CampaignDialog';
import { CampaignReportModal } from './CampaignReportModal';
import { CampaignPreviewModal, TemplatePreviewModal } from './PreviewModal';
import { AutomationsPanel } from './AutomationsPanel';
import { SavedAudiencesPanel } from './SavedAudiencesPanel';
import { SendCampaignDialog } from './SendCampaignDialog';
import { StatusBadge } from './StatusBadge';
import { TemplateDialog } from './TemplateDialog';
import './email-marketing.css';
import { ScrollTable } from '../../../shared/ScrollTable';
import { useCan } from '../../../shared/permissions';
import { ImportButtons } from '../../imports/components/ImportButtons';

const localDate = (iso: string) => new Date(iso).toLocaleDateString(intlLocale());

/** Spec §2 "Admin: Email Marketing". */
export function EmailMarketing() {
  const { i18n } = useLingui();
  const templates = useEmailTemplates();
  const campaigns = useEmailCampaigns();
  // Importing subscribers writes people's data in bulk: Administrators only, as for members.
  const mayImport = useCan('members.import');
  const [templateDialog, setTemplateDialog] = useState<{
    open: boolean;
    template: EmailTemplate | null;
  }>({
    open: false,
    template: null,
  });
  const [campaignDialogOpen, setCampaignDialogOpen] = useState(false);
  const [templatePreview, setTemplatePreview] = useState<number | null>(null);
  const [campaignPreview, setCampaignPreview] = useState<number | null>(null);
  const [sendingId, setSendingId] = useState<number | null>(null);
  const [reportId, setReportId] = useState<number | null>(null);

  if (templates.isLoading || campaigns.isLoading) {
    return (
      <Card>
        <div style={{ padding: 48, textAlign: 'center' }} role="status">
          <Spin />
          <p style={{ marginTop: 12 }}>
            {i18n._({ id: 'admin.email.loading', message: 'Loading email marketing data...' })}
          </p>
        </div>
      </Card>
    );
  }

  const templateList = templates.data ?? [];
  const campaignList = campaigns.data ?? [];
  const templateName = (id: number | null) =>
    templateList.find((t) => t.id === id)?.name ??
    i18n._({ id: 'admin.email.noTemplate', message: 'N/A' });

  const campaignColumns: ColumnsType<EmailCampaign> = [
    {
      title: i18n._({ id: 'admin.email.campaignName', message: 'Campaign Name' }),
      dataIndex: 'name',
      key: 'name',
    },
    {
      title: i18n._({ id: 'admin.email.template', message: 'Template' }),
      key: 'template',
      render: (_, c) => templateName(c.templateId),
    },
    {
      title: i18n._({ id: 'admin.email.recipients', message: 'Recipients' }),
      key: 'recipients',
      render: (_, c) =>
        c.status === 'sending' ? (
          <span aria-live="polite">
            {c.progress.sent + c.progress.failed + c.progress.skipped} / {c.recipientCount}
          </span>
        ) : (
          c.recipientCount
        ),
    },
    {
      title: i18n._({ id: 'admin.email.status', message: 'Status' }),
      key: 'status',
      render: (_, c) => (
        <span title={c.failureReason ?? undefined}>
          <StatusBadge status={c.status} />
        </span>
      ),
    },
    {
      title: i18n._({ id: 'admin.email.created', message: 'Created' }),
      key: 'created',
      render: (_, c) => localDate(c.createdAt),
    },
    {
      title: i18n._({ id: 'admin.email.actions', message: 'Actions' }),
      key: 'actions',
      // Pinned, so a phone shows the actions without scrolling the table sideways.
      fixed: 'right',
      render: (_, c) => (
        <Space>
          <Button
            size="small"
            onClick={() => setCampaignPreview(c.id)}
            aria-label={i18n._({
              id: 'admin.email.previewOf',
              message: 'Preview {name}',
              values: { name: c.name },
            })}
          >
            {i18n._({ id: 'admin.email.preview', message: 'Preview' })}
          </Button>
          {c.status !== 'draft' && c.status !== 'scheduled' && (
            <Button
              size="small"
              onClick={() => setReportId(c.id)}
              aria-label={i18n._({
                id: 'admin.email.reportOf',
                message: 'Report of {name}',
                values: { name: c.name },
              })}
            >
              {i18n._({ id: 'admin.email.report', message: 'Report' })}
            </Button>
          )}
          {c.status === 'draft' && (
            <Button
              size="small"
              type="primary"
              onClick={() => setSendingId(c.id)}
              aria-label={i18n._({
                id: 'admin.email.sendOf',
                message: 'Send {name}',
                values: { name: c.name },
              })}
            >
              {i18n._({ id: 'admin.email.send', message: 'Send' })}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const templateColumns: ColumnsType<EmailTemplate> = [
    {
      title: i18n._({ id: 'admin.email.templateName', message: 'Template Name' }),
      dataIndex: 'name',
      key: 'name',
    },
    {
      title: i18n._({ id: 'admin.email.subject', message: 'Subject' }),
      dataIndex: 'subject',
      key: 'subject',
    },
    {
      title: i18n._({ id: 'admin.email.status', message: 'Status' }),
      key: 'status',
      render: (_, t) => (
        <span className={`em-badge em-badge--${t.isActive ? 'default' : 'secondary'}`}>
          {t.isActive
            ? i18n._({ id: 'admin.email.active', message: 'Active' })
            : i18n._({ id: 'admin.email.inactive', message: 'Inactive' })}
        </span>
      ),
    },
    {
      title: i18n._({ id: 'admin.email.created', message: 'Created' }),
      key: 'created',
      render: (_, t) => localDate(t.createdAt),
    },
    {
      title: i18n._({ id: 'admin.email.actions', message: 'Actions' }),
      key: 'actions',
      fixed: 'right',
      render: (_, t) => (
        <Space>
          <Button
            size="small"
            onClick={() => setTemplateDialog({ open: true, template: t })}
            aria-label={i18n._({
              id: 'admin.email.editOf',
              message: 'Edit {name}',
              values: { name: t.name },
            })}
          >
            {i18n._({ id: 'admin.action.edit', message: 'Edit' })}
          </Button>
          <Button
            size="small"
            onClick={() => setTemplatePreview(t.id)}
            aria-label={i18n._({
              id: 'admin.email.previewOf',
              message: 'Preview {name}',
              values: { name: t.name },
            })}
          >
            {i18n._({ id: 'admin.email.preview', message: 'Preview' })}
          </Button>
        </Space>
      ),
    },
  ];

  const sendingCampaign = campaignList.find((c) => c.id === sendingId) ?? null;

  return (
    <Card>
      <div className="em-toolbar">
        <div>
          <h2>{i18n._({ id: 'admin.email.title', message: 'Email Marketing' })}</h2>
          <p className="em-hint">
            {i18n._({
              id: 'admin.email.description',
              message: "Templates and campaigns for the ministry's members and subscribers.",
            })}
          </p>
        </div>
        <Space wrap>
          {mayImport && <ImportButtons target="subscribers" />}
          <Button onClick={() => setTemplateDialog({ open: true, template: null })}>
            {i18n._({ id: 'admin.email.createTemplate', message: 'Create Template' })}
          </Button>
          <Button type="primary" onClick={() => setCampaignDialogOpen(true)}>
            {i18n._({ id: 'admin.email.createCampaign', message: 'Create Campaign' })}
          </Button>
        </Space>
      </div>
      {(templates.error || campaigns.error) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          style={{ marginBottom: 16 }}
          title={(templates.error ?? campaigns.error)?.message}
        />
      )}
      <WrappingTabs
        defaultActiveKey="campaigns"
        items={[
          {
            key: 'campaigns',
            label: i18n._({ id: 'admin.email.campaigns', message: 'Email Campaigns' }),
            children: (
              <ScrollTable<EmailCampaign>
                aria-label={i18n._({
                  id: 'admin.email.campaignsTable',
                  message: 'Email campaigns',
                })}
                rowKey="id"
                columns={campaignColumns}
                dataSource={campaignList}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{
                  emptyText: i18n._({
                    id: 'admin.email.noCampaigns',
                    message: 'No campaigns yet. Create one to reach your community.',
                  }),
                }}
              />
            ),
          },
          {
            key: 'templates',
            label: i18n._({ id: 'admin.email.templates', message: 'Email Templates' }),
            children: (
              <ScrollTable<EmailTemplate>
                aria-label={i18n._({
                  id: 'admin.email.templatesTable',
                  message: 'Email templates',
                })}
                rowKey="id"
                columns={templateColumns}
                dataSource={templateList}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{
                  emptyText: i18n._({
                    id: 'admin.email.noTemplates',
                    message: 'No templates yet. Create one to start a campaign.',
                  }),
                }}
              />
            ),
          },
          {
            key: 'audiences',
            label: i18n._({ id: 'admin.email.savedAudiences', message: 'Saved Audiences' }),
            children: <SavedAudiencesPanel />,
          },
          {
            key: 'automations',
            label: i18n._({ id: 'admin.email.automations', message: 'Automations' }),
            children: <AutomationsPanel />,
          },
        ]}
      />
      <TemplateDialog
        open={templateDialog.open}
        template={templateDialog.template}
        onClose={() => setTemplateDialog({ open: false, template: null })}
      />
      <CampaignDialog
        open={campaignDialogOpen}
        templates={templateList}
        onClose={() => setCampaignDialogOpen(false)}
      />
      <TemplatePreviewModal id={templatePreview} onClose={() => setTemplatePreview(null)} />
      <CampaignPreviewModal
        campaign={campaignList.find((c) => c.id === campaignPreview) ?? null}
        onClose={() => setCampaignPreview(null)}
      />
      <SendCampaignDialog campaign={sendingCampaign} onClose={() => setSendingId(null)} />
      <CampaignReportModal
        id={reportId}
        name={campaignList.find((c) => c.id === reportId)?.name ?? ''}
        onClose={() => setReportId(null)}
      />
    </Card>
  );
}
