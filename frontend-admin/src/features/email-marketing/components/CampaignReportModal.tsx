import { Alert, Modal, Spin } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ScrollTable } from '../../../shared/ScrollTable';
import { useCampaignReport } from '../hooks/use-campaign-report';
import type { CampaignReport } from '../types';
import { HourlyChart } from './HourlyChart';

type LinkRow = CampaignReport['links'][number];

const REASONS: Record<string, string> = {
  unsubscribe: 'unsubscribed',
  bounce: 'bounced',
  complaint: 'complained',
  erased: 'account deleted',
  other: 'no longer suppressed',
};

const LINK_COLUMNS: ColumnsType<LinkRow> = [
  {
    title: 'Link',
    key: 'url',
    render: (_, row) => <span className="em-report__url">{row.url}</span>,
  },
  { title: 'Recipients who clicked', dataIndex: 'uniqueClicks', key: 'unique', align: 'right' },
  { title: 'All clicks', dataIndex: 'totalClicks', key: 'total', align: 'right' },
];

function Figure({ label, value, extra }: { label: string; value: number; extra?: string }) {
  return (
    <div className="em-report__figure">
      <dt>{label}</dt>
      <dd>
        {value.toLocaleString()}
        {extra && <span className="em-report__extra"> {extra}</span>}
      </dd>
    </div>
  );
}

const percent = (part: number, whole: number) =>
  whole > 0 ? `(${Math.round((part / whole) * 100)}%)` : undefined;

function ReportBody({ report }: { report: CampaignReport }) {
  // Counted while tracking was on, they stay in the report after it is switched off.
  const counted = report.tracking || report.totalOpens + report.totalClicks > 0;
  const skipped = report.skippedReasons
    .map((r) => `${r.count} ${REASONS[r.reason] ?? r.reason}`)
    .join(', ');
  return (
    <>
      <dl className="em-report__figures" aria-label="Delivery">
        <Figure label="Recipients" value={report.recipients} />
        <Figure label="Sent" value={report.sent} />
        <Figure label="Failed" value={report.failed} />
        <Figure label="Skipped" value={report.skipped} />
        <Figure label="Hard bounces" value={report.hardBounced} />
        <Figure label="Soft bounces" value={report.softBounced} />
        <Figure label="Complaints" value={report.complaints} />
        <Figure label="Unsubscribed" value={report.unsubscribed} />
        {counted && (
          <>
            <Figure
              label="Opened"
              value={report.uniqueOpens}
              extra={percent(report.uniqueOpens, report.sent)}
            />
            <Figure label="Opens in all" value={report.totalOpens} />
            <Figure
              label="Clicked"
              value={report.uniqueClicks}
              extra={percent(report.uniqueClicks, report.sent)}
            />
            <Figure label="Clicks in all" value={report.totalClicks} />
          </>
        )}
      </dl>
      {report.pending > 0 && (
        <p className="em-hint">{report.pending.toLocaleString()} still to be sent.</p>
      )}
      {skipped && <p className="em-hint">Skipped: {skipped}.</p>}
      {!report.tracking && (
        <Alert
          type="info"
          showIcon
          className="em-report__notice"
          title="Opens and clicks are not counted now. An administrator can turn on “Track opens and clicks” in Settings; the e-mails then say so in their footer."
        />
      )}
      <h3 className="em-report__heading">The first 48 hours</h3>
      {report.hours.length ? (
        <HourlyChart hours={report.hours} tracking={counted} />
      ) : (
        <p className="em-hint">Nothing has been sent yet.</p>
      )}
      {report.links.length > 0 && (
        <>
          <h3 className="em-report__heading">Links</h3>
          <ScrollTable<LinkRow>
            aria-label="Clicks per link"
            rowKey="url"
            size="small"
            columns={LINK_COLUMNS}
            dataSource={report.links}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        </>
      )}
    </>
  );
}

/** A campaign's report: what came of its messages, counted by the server from stored events. */
export function CampaignReportModal({
  id,
  name,
  onClose,
}: {
  id: number | null;
  name: string;
  onClose: () => void;
}) {
  const report = useCampaignReport(id);
  return (
    <Modal
      open={id !== null}
      title={`Report: ${name}`}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {report.isLoading ? (
        <div role="status" className="em-report__loading">
          <Spin />
          <span>Loading the report...</span>
        </div>
      ) : report.error || !report.data ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={report.error?.message ?? 'Report unavailable'}
        />
      ) : (
        <ReportBody report={report.data} />
      )}
    </Modal>
  );
}
