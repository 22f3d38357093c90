import { Alert, Modal, Spin } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useLingui, type I18n } from '@ministry/frontend-kit';
import { intlLocale } from '../../../i18n/i18n';
import { ScrollTable } from '../../../shared/ScrollTable';
import { useCampaignReport } from '../hooks/use-campaign-report';
import type { CampaignReport } from '../types';
import { HourlyChart } from './HourlyChart';

type LinkRow = CampaignReport['links'][number];

/** Why recipients were skipped, each with its count ("2 unsubscribed"). */
function skippedReason(i18n: I18n, reason: string, count: number): string {
  switch (reason) {
    case 'unsubscribe':
      return i18n._({
        id: 'admin.email.skipped.unsubscribe',
        message: '{count} unsubscribed',
        values: { count },
      });
    case 'bounce':
      return i18n._({
        id: 'admin.email.skipped.bounce',
        message: '{count} bounced',
        values: { count },
      });
    case 'complaint':
      return i18n._({
        id: 'admin.email.skipped.complaint',
        message: '{count} complained',
        values: { count },
      });
    case 'erased':
      return i18n._({
        id: 'admin.email.skipped.erased',
        message: '{count} account deleted',
        values: { count },
      });
    case 'other':
      return i18n._({
        id: 'admin.email.skipped.other',
        message: '{count} no longer suppressed',
        values: { count },
      });
    default:
      return `${count} ${reason}`;
  }
}

const linkColumns = (i18n: I18n): ColumnsType<LinkRow> => [
  {
    title: i18n._({ id: 'admin.email.link', message: 'Link' }),
    key: 'url',
    render: (_, row) => <span className="em-report__url">{row.url}</span>,
  },
  {
    title: i18n._({ id: 'admin.email.recipientsWhoClicked', message: 'Recipients who clicked' }),
    dataIndex: 'uniqueClicks',
    key: 'unique',
    align: 'right',
  },
  {
    title: i18n._({ id: 'admin.email.allClicks', message: 'All clicks' }),
    dataIndex: 'totalClicks',
    key: 'total',
    align: 'right',
  },
];

function Figure({ label, value, extra }: { label: string; value: number; extra?: string }) {
  return (
    <div className="em-report__figure">
      <dt>{label}</dt>
      <dd>
        {value.toLocaleString(intlLocale())}
        {extra && <span className="em-report__extra"> {extra}</span>}
      </dd>
    </div>
  );
}

const percent = (part: number, whole: number) =>
  whole > 0
    ? `(${new Intl.NumberFormat(intlLocale(), { style: 'percent' }).format(Math.round((part / whole) * 100) / 100)})`
    : undefined;

function ReportBody({ report }: { report: CampaignReport }) {
  const { i18n } = useLingui();
  // Counted while tracking was on, they stay in the report after it is switched off.
  const counted = report.tracking || report.totalOpens + report.totalClicks > 0;
  const skipped = report.skippedReasons
    .map((r) => skippedReason(i18n, r.reason, r.count))
    .join(', ');
  return (
    <>
      <dl
        className="em-report__figures"
        aria-label={i18n._({ id: 'admin.email.delivery', message: 'Delivery' })}
      >
        <Figure
          label={i18n._({ id: 'admin.email.recipients', message: 'Recipients' })}
          value={report.recipients}
        />
        <Figure label={i18n._({ id: 'admin.email.sent', message: 'Sent' })} value={report.sent} />
        <Figure
          label={i18n._({ id: 'admin.email.failed', message: 'Failed' })}
          value={report.failed}
        />
        <Figure
          label={i18n._({ id: 'admin.email.skipped', message: 'Skipped' })}
          value={report.skipped}
        />
        <Figure
          label={i18n._({ id: 'admin.email.hardBounces', message: 'Hard bounces' })}
          value={report.hardBounced}
        />
        <Figure
          label={i18n._({ id: 'admin.email.softBounces', message: 'Soft bounces' })}
          value={report.softBounced}
        />
        <Figure
          label={i18n._({ id: 'admin.email.complaints', message: 'Complaints' })}
          value={report.complaints}
        />
        <Figure
          label={i18n._({ id: 'admin.email.unsubscribed', message: 'Unsubscribed' })}
          value={report.unsubscribed}
        />
        {counted && (
          <>
            <Figure
              label={i18n._({ id: 'admin.email.opened', message: 'Opened' })}
              value={report.uniqueOpens}
              extra={percent(report.uniqueOpens, report.sent)}
            />
            <Figure
              label={i18n._({ id: 'admin.email.opensInAll', message: 'Opens in all' })}
              value={report.totalOpens}
            />
            <Figure
              label={i18n._({ id: 'admin.email.clicked', message: 'Clicked' })}
              value={report.uniqueClicks}
              extra={percent(report.uniqueClicks, report.sent)}
            />
            <Figure
              label={i18n._({ id: 'admin.email.clicksInAll', message: 'Clicks in all' })}
              value={report.totalClicks}
            />
          </>
        )}
      </dl>
      {report.pending > 0 && (
        <p className="em-hint">
          {i18n._({
            id: 'admin.email.pending',
            message: '{count} still to be sent.',
            values: { count: report.pending.toLocaleString(intlLocale()) },
          })}
        </p>
      )}
      {skipped && (
        <p className="em-hint">
          {i18n._({
            id: 'admin.email.skippedList',
            message: 'Skipped: {reasons}.',
            values: { reasons: skipped },
          })}
        </p>
      )}
      {!report.tracking && (
        <Alert
          type="info"
          showIcon
          className="em-report__notice"
          title={i18n._({
            id: 'admin.email.trackingOff',
            message:
              'Opens and clicks are not counted now. An administrator can turn on “Track opens and clicks” in Settings; the e-mails then say so in their footer.',
          })}
        />
      )}
      <h3 className="em-report__heading">
        {i18n._({ id: 'admin.email.first48Hours', message: 'The first 48 hours' })}
      </h3>
      {report.hours.length ? (
        <HourlyChart hours={report.hours} tracking={counted} />
      ) : (
        <p className="em-hint">
          {i18n._({ id: 'admin.email.nothingSent', message: 'Nothing has been sent yet.' })}
        </p>
      )}
      {report.links.length > 0 && (
        <>
          <h3 className="em-report__heading">
            {i18n._({ id: 'admin.email.links', message: 'Links' })}
          </h3>
          <ScrollTable<LinkRow>
            aria-label={i18n._({ id: 'admin.email.clicksPerLink', message: 'Clicks per link' })}
            rowKey="url"
            size="small"
            columns={linkColumns(i18n)}
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
  const { i18n } = useLingui();
  const report = useCampaignReport(id);
  return (
    <Modal
      open={id !== null}
      title={i18n._({ id: 'admin.email.reportTitle', message: 'Report: {name}', values: { name } })}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {report.isLoading ? (
        <div role="status" className="em-report__loading">
          <Spin />
          <span>
            {i18n._({ id: 'admin.email.loadingReport', message: 'Loading the report...' })}
          </span>
        </div>
      ) : report.error || !report.data ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={
            report.error?.message ??
            i18n._({ id: 'admin.email.reportUnavailable', message: 'Report unavailable' })
          }
        />
      ) : (
        <ReportBody report={report.data} />
      )}
    </Modal>
  );
}
