import { useMemo, useState } from 'react';
import { Button, Card, Empty, Segmented, type TableColumnsType } from 'antd';
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
const STATE_LABELS: Record<(typeof STATES)[number], string> = {
  waiting: 'Waiting',
  active: 'Active',
  failed: 'Failed',
  delayed: 'Delayed',
  completed: 'Completed',
};

/** Administrators' view of the background job queues: counts, failed jobs, retries. */
export function SystemTab() {
  const queues = useQueues();
  return (
    <TabSection
      title="System"
      description="Background job queues: e-mail sending, campaigns, content sync and backups."
      query={queues}
      loadingText="Loading queues..."
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
  const columns: TableColumnsType<QueueSummaryDto> = [
    { title: 'Queue', dataIndex: 'name', key: 'name' },
    ...STATES.map((state) => ({
      title: STATE_LABELS[state],
      key: state,
      align: 'right' as const,
      render: (_: unknown, queue: QueueSummaryDto) => queue.counts[state],
    })),
  ];
  return (
    <ScrollTable<QueueSummaryDto>
      className="admin-system-queues"
      aria-label="Queues"
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
        onSuccess: () => notifySuccess('Job retried', `${job.name} #${job.id} is waiting again.`),
        onError: (error) => notifyError(errorText(error)),
      },
    );

  const columns = useMemo<TableColumnsType<FailedJobDto>>(
    () => [
      {
        title: 'Job',
        key: 'job',
        render: (_, job) => (
          <>
            <div className="admin-table__primary">{job.name}</div>
            <div className="admin-table__secondary">#{job.id}</div>
          </>
        ),
      },
      {
        title: 'Error',
        key: 'error',
        render: (_, job) => <span className="admin-system-error">{job.failedReason || '—'}</span>,
      },
      { title: 'Attempts', dataIndex: 'attemptsMade', key: 'attempts', align: 'right' },
      { title: 'Failed at', key: 'failedAt', render: (_, job) => formatDateTime(job.failedAt) },
      {
        title: 'Action',
        key: 'action',
        render: (_, job) => (
          <Button
            size="small"
            onClick={() => retry(job)}
            loading={retryJob.isPending && retryJob.variables?.id === job.id}
            aria-label={`Retry ${job.name} #${job.id}`}
          >
            Retry
          </Button>
        ),
      },
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- retry reads the current queue
    [queue, retryJob.isPending, retryJob.variables],
  );

  const total = failed.data?.total ?? 0;
  return (
    <Card
      className="admin-system-failed"
      title={<h3 className="admin-system-failed__title">Failed jobs</h3>}
      extra={
        <Button
          danger
          disabled={total === 0}
          loading={retryAll.isPending}
          onClick={() =>
            retryAll.mutate(queue, {
              onSuccess: ({ retried }) =>
                notifySuccess(
                  'Jobs retried',
                  `${retried} failed jobs of ${queue} are waiting again.`,
                ),
              onError: (error) => notifyError(errorText(error)),
            })
          }
        >
          Retry all
        </Button>
      }
    >
      <div className="admin-system-picker">
        <Segmented
          aria-label="Queue"
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
        aria-label={`Failed jobs of ${queue}`}
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
            <Empty description={`No failed jobs in ${queue}`} />
          ),
        }}
        pagination={{
          current: page,
          pageSize: FAILED_PAGE_SIZE,
          total,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (count, [from, to]) => `${from}-${to} of ${count} failed jobs`,
        }}
      />
    </Card>
  );
}
