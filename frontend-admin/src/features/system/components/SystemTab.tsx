import { useMemo, useState } from 'react';
import { Button, Card, Empty, Segmented, type TableColumnsType } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { TabSection } from '../../../shared/TabSection';
import { errorText } from '../../../shared/error-text';
import { formatDateTime } from '../../../shared/format';
import { notifyError, notifySuccess } from '../../../shared/notify';
import {
  FAILED_PAGE_SIZE,
  useFailedJobs,
  useQueues,
  useRetryAll,
  useRetryJob,
} from '../hooks/use-queues';
import type { FailedJobDto, QueueSummaryDto } from '../types';
import './system.css';
import { ScrollTable } from '../../../shared/ScrollTable';

const STATES = ['waiting', 'active', 'failed', 'delayed', 'completed'] as const;
const STATE_LABELS: Record<(typeof STATES)[number], { id: string; message: string }> = {
  waiting: /*i18n*/ { id: 'admin.system.waiting', message: 'Waiting' },
  active: /*i18n*/ { id: 'admin.system.active', message: 'Active' },
  failed: /*i18n*/ { id: 'admin.system.failed', message: 'Failed' },
  delayed: /*i18n*/ { id: 'admin.system.delayed', message: 'Delayed' },
  completed: /*i18n*/ { id: 'admin.system.completed', message: 'Completed' },
};

/** Administrators' view of the background job queues: counts, failed jobs, retries. */
export function SystemTab() {
  const { i18n } = useLingui();
  const queues = useQueues();
  return (
    <TabSection
      title={i18n._({ id: 'admin.system.title', message: 'System' })}
      description={i18n._({
        id: 'admin.system.description',
        message: 'Background job queues: e-mail sending, campaigns, content sync and backups.',
      })}
      query={queues}
      loadingText={i18n._({ id: 'admin.system.loading', message: 'Loading queues...' })}
      render={(list) => (
        <>
          <QueueCounts queues={list} />
          <FailedJobs queues={list} />
        </>
      )}
    />
  );
}

function QueueCounts({ queues }: { queues: QueueSummaryDto[] }) {
  const { i18n } = useLingui();
  const columns: TableColumnsType<QueueSummaryDto> = [
    {
      title: i18n._({ id: 'admin.system.queue', message: 'Queue' }),
      dataIndex: 'name',
      key: 'name',
    },
    ...STATES.map((state) => ({
      title: i18n._(STATE_LABELS[state]),
      key: state,
      align: 'right' as const,
      render: (_: unknown, queue: QueueSummaryDto) => queue.counts[state],
    })),
  ];
  return (
    <ScrollTable<QueueSummaryDto>
      className="admin-system-queues"
      aria-label={i18n._({ id: 'admin.system.queues', message: 'Queues' })}
      rowKey="name"
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      columns={columns}
      dataSource={queues}
    />
  );
}

function FailedJobs({ queues }: { queues: QueueSummaryDto[] }) {
  const { i18n } = useLingui();
  // The first queue with failures is shown first.
  const [chosen, setChosen] = useState<string | undefined>();
  const queue = chosen ?? queues.find((q) => q.counts.failed > 0)?.name ?? queues[0]?.name ?? '';
  const [page, setPage] = useState(1);
  const failed = useFailedJobs(queue, page);
  const retryJob = useRetryJob();
  const retryAll = useRetryAll();

  const retry = (job: FailedJobDto) =>
    retryJob.mutate(
      { queue, id: job.id },
      {
        onSuccess: () =>
          notifySuccess(
            i18n._({ id: 'admin.system.jobRetried', message: 'Job retried' }),
            i18n._({
              id: 'admin.system.jobRetriedText',
              message: '{name} #{id} is waiting again.',
              values: { name: job.name, id: job.id },
            }),
          ),
        onError: (error) => notifyError(errorText(error)),
      },
    );

  const columns = useMemo<TableColumnsType<FailedJobDto>>(
    () => [
      {
        title: i18n._({ id: 'admin.system.job', message: 'Job' }),
        key: 'job',
        render: (_, job) => (
          <>
            <div className="admin-table__primary">{job.name}</div>
            <div className="admin-table__secondary">#{job.id}</div>
          </>
        ),
      },
      {
        title: i18n._({ id: 'admin.system.error', message: 'Error' }),
        key: 'error',
        render: (_, job) => <span className="admin-system-error">{job.failedReason || '—'}</span>,
      },
      {
        title: i18n._({ id: 'admin.system.attempts', message: 'Attempts' }),
        dataIndex: 'attemptsMade',
        key: 'attempts',
        align: 'right',
      },
      {
        title: i18n._({ id: 'admin.system.failedAt', message: 'Failed at' }),
        key: 'failedAt',
        render: (_, job) => formatDateTime(job.failedAt),
      },
      {
        title: i18n._({ id: 'admin.system.action', message: 'Action' }),
        key: 'action',
        render: (_, job) => (
          <Button
            size="small"
            onClick={() => retry(job)}
            loading={retryJob.isPending && retryJob.variables?.id === job.id}
            aria-label={i18n._({
              id: 'admin.system.retryJob',
              message: 'Retry {name} #{id}',
              values: { name: job.name, id: job.id },
            })}
          >
            {i18n._({ id: 'admin.action.retry', message: 'Retry' })}
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- retry reads the current queue
    [queue, retryJob.isPending, retryJob.variables, i18n],
  );

  const total = failed.data?.total ?? 0;
  return (
    <Card
      className="admin-system-failed"
      title={
        <h3 className="admin-system-failed__title">
          {i18n._({ id: 'admin.system.failedJobs', message: 'Failed jobs' })}
        </h3>
      }
      extra={
        <Button
          danger
          disabled={total === 0}
          loading={retryAll.isPending}
          onClick={() =>
            retryAll.mutate(queue, {
              onSuccess: ({ retried }) =>
                notifySuccess(
                  i18n._({ id: 'admin.system.jobsRetried', message: 'Jobs retried' }),
                  i18n._({
                    id: 'admin.system.jobsRetriedText',
                    message:
                      '{count, plural, one {# failed job of {queue} is waiting again.} other {# failed jobs of {queue} are waiting again.}}',
                    values: { count: retried, queue },
                  }),
                ),
              onError: (error) => notifyError(errorText(error)),
            })
          }
        >
          {i18n._({ id: 'admin.system.retryAll', message: 'Retry all' })}
        </Button>
      }
    >
      <div className="admin-system-picker">
        <Segmented
          aria-label={i18n._({ id: 'admin.system.queue', message: 'Queue' })}
          value={queue}
          onChange={(value) => {
            setChosen(String(value));
            setPage(1);
          }}
          options={queues.map((q) => ({
            value: q.name,
            label: `${q.name} (${q.counts.failed})`,
          }))}
        />
      </div>
      <ScrollTable<FailedJobDto>
        aria-label={i18n._({
          id: 'admin.system.failedJobsOf',
          message: 'Failed jobs of {queue}',
          values: { queue },
        })}
        rowKey="id"
        size="small"
        loading={failed.isPending}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={failed.data?.items ?? []}
        locale={{
          emptyText: failed.isError ? (
            errorText(failed.error)
          ) : (
            <Empty
              description={i18n._({
                id: 'admin.system.noFailed',
                message: 'No failed jobs in {queue}',
                values: { queue },
              })}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: FAILED_PAGE_SIZE,
          total,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count, [from, to]) =>
            i18n._({
              id: 'admin.system.range',
              message: '{from}-{to} of {count} failed jobs',
              values: { from, to, count },
            }),
        }}
      />
    </Card>
  );
}
