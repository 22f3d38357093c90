import { useState } from 'react';
import { Alert, Button, Card, Space, Spin } from 'antd';
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

const localDate = (iso: string) => new Date(iso).toLocaleDateString();

/** Spec §2 "Admin: Email Marketing". */
export function EmailMarketing() {
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
          <p style={{ marginTop: 12 }}>Loading email marketing data...</p>
        </div>
      </Card>
    );
  }

  const templateList = templates.data ?? [];
  const campaignList = campaigns.data ?? [];
  const templateName = (id: number | null) => templateList.find((t) => t.id === id)?.name ?? 'N/A';

  const campaignColumns: ColumnsType<EmailCampaign> = [
    { title: 'Campaign Name', dataIndex: 'name', key: 'name' },
    { title: 'Template', key: 'template', render: (_, c) => templateName(c.templateId) },
    {
      title: 'Recipients',
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
      title: 'Status',
      key: 'status',
      render: (_, c) => (
        <span title={c.failureReason ?? undefined}>
          <StatusBadge status={c.status} />
        </span>
      ),
    },
    { title: 'Created', key: 'created', render: (_, c) => localDate(c.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      // Pinned, so a phone shows the actions without scrolling the table sideways.
      fixed: 'right',
      render: (_, c) => (
        <Space>
          <Button
            size="small"
            onClick={() => setCampaignPreview(c.id)}
            aria-label={`Preview ${c.name}`}
          >
            Preview
          </Button>
          {c.status !== 'draft' && c.status !== 'scheduled' && (
            <Button
              size="small"
              onClick={() => setReportId(c.id)}
              aria-label={`Report of ${c.name}`}
            >
              Report
            </Button>
          )}
          {c.status === 'draft' && (
            <Button
              size="small"
              type="primary"
              onClick={() => setSendingId(c.id)}
              aria-label={`Send ${c.name}`}
            >
              Send
            </Button>
          )}
        </Space>
      ),
    },
  ];

  const templateColumns: ColumnsType<EmailTemplate> = [
    { title: 'Template Name', dataIndex: 'name', key: 'name' },
    { title: 'Subject', dataIndex: 'subject', key: 'subject' },
    {
      title: 'Status',
      key: 'status',
      render: (_, t) => (
        <span className={`em-badge em-badge--${t.isActive ? 'default' : 'secondary'}`}>
          {t.isActive ? 'Active' : 'Inactive'}
        </span>
      ),
    },
    { title: 'Created', key: 'created', render: (_, t) => localDate(t.createdAt) },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, t) => (
        <Space>
          <Button
            size="small"
            onClick={() => setTemplateDialog({ open: true, template: t })}
            aria-label={`Edit ${t.name}`}
          >
            Edit
          </Button>
          <Button
            size="small"
            onClick={() => setTemplatePreview(t.id)}
            aria-label={`Preview ${t.name}`}
          >
            Preview
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
          <h2>Email Marketing</h2>
          <p className="em-hint">
            Templates and campaigns for the ministry&apos;s members and subscribers.
          </p>
        </div>
        <Space wrap>
          {mayImport && <ImportButtons target="subscribers" />}
          <Button onClick={() => setTemplateDialog({ open: true, template: null })}>
            Create Template
          </Button>
          <Button type="primary" onClick={() => setCampaignDialogOpen(true)}>
            Create Campaign
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
            label: 'Email Campaigns',
            children: (
              <ScrollTable<EmailCampaign>
                aria-label="Email campaigns"
                rowKey="id"
                columns={campaignColumns}
                dataSource={campaignList}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: 'No campaigns yet. Create one to reach your community.' }}
              />
            ),
          },
          {
            key: 'templates',
            label: 'Email Templates',
            children: (
              <ScrollTable<EmailTemplate>
                aria-label="Email templates"
                rowKey="id"
                columns={templateColumns}
                dataSource={templateList}
                pagination={false}
                scroll={{ x: 'max-content' }}
                locale={{ emptyText: 'No templates yet. Create one to start a campaign.' }}
              />
            ),
          },
          { key: 'audiences', label: 'Saved Audiences', children: <SavedAudiencesPanel /> },
          { key: 'automations', label: 'Automations', children: <AutomationsPanel /> },
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
