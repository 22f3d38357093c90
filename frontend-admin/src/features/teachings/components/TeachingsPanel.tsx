import { useId, useMemo, useState } from 'react';
import { Alert, Button, Input, Select, Spin, Tag, type TableColumnsType } from 'antd';
import { useDebouncedValue } from '@ministry/frontend-kit';
import { formatDate } from '../../../shared/format';
import { ScrollTable } from '../../../shared/ScrollTable';
import { useUrlPage } from '../../../shared/use-url-page';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { errorText } from '../../../shared/error-text';
import { notifyError, notifySuccess } from '../../../shared/notify';
import {
  useAdminTeachingsPage,
  useRemoveTeachingAudio,
  useUploadTeachingAudio,
} from '../hooks/use-teachings';
import type { AdminTeachingDto, TeachingSeriesDto, TeachingSpeakerDto } from '../teaching-types';
import { audioProblem, formatDuration, overriddenFields } from '../teaching-values';
import { FileUpload } from './ImageUpload';
import { TeachingFormDialog } from './TeachingFormDialog';

/** Typing in the search asks the server once it pauses this long. */
const SEARCH_DELAY_MS = 250;
const PAGE_SIZE = 20;
const PAGE_PARAM = 'teachings-page';

interface TeachingsPanelProps {
  series: TeachingSeriesDto[];
  speakers: TeachingSpeakerDto[];
}

/**
 * The library's teachings, newest first, a page at a time from the server (a channel may hold
 * thousands): by title words, series and speaker. Edit opens the teaching's dialog.
 */
export function TeachingsPanel({ series, speakers }: TeachingsPanelProps) {
  const ids = { search: useId(), series: useId(), speaker: useId() };
  const [search, setSearch] = useState('');
  // 0: all of them.
  const [seriesId, setSeriesId] = useState(0);
  const [speakerId, setSpeakerId] = useState(0);
  const [page, setPage] = useUrlPage(PAGE_PARAM);
  const q = useDebouncedValue(search, SEARCH_DELAY_MS);
  const teachings = useAdminTeachingsPage({
    q,
    seriesId: seriesId || null,
    speakerId: speakerId || null,
    page,
    pageSize: PAGE_SIZE,
  });
  // The teaching of the dialog, kept while it animates closed.
  const [editing, setEditing] = useState<{ teaching: AdminTeachingDto | null; open: boolean }>({
    teaching: null,
    open: false,
  });

  const uploadAudio = useUploadTeachingAudio();
  const removeAudio = useRemoveTeachingAudio();
  // The teaching whose audio is being removed (asked first).
  const [removing, setRemoving] = useState<AdminTeachingDto | null>(null);

  const seriesNames = useMemo(() => new Map(series.map((one) => [one.id, one.title])), [series]);
  const speakerNames = useMemo(
    () => new Map(speakers.map((one) => [one.id, one.name])),
    [speakers],
  );

  const columns = useMemo<TableColumnsType<AdminTeachingDto>>(
    () => [
      {
        title: 'Teaching',
        key: 'title',
        render: (_, teaching) => (
          <div className="teachings-row">
            <img className="teachings-row__thumb" src={teaching.thumbnail} alt="" loading="lazy" />
            <div className="teachings-row__text">
              <div className="admin-table__primary">{teaching.title}</div>
              <div className="admin-table__secondary">{formatDate(teaching.publishedAt)}</div>
              <span className="admin-tags">
                {overriddenFields(teaching).map((label) => (
                  <Tag key={label} color="blue">
                    {label}
                  </Tag>
                ))}
                {!teaching.isActive && <Tag>No longer on the channel</Tag>}
              </span>
            </div>
          </div>
        ),
      },
      {
        title: 'Series',
        key: 'series',
        render: (_, teaching) =>
          teaching.seriesId === null ? (
            '—'
          ) : (
            <>
              <div>{seriesNames.get(teaching.seriesId) ?? '—'}</div>
              {teaching.seriesPosition !== null && (
                <div className="admin-table__secondary">Place {teaching.seriesPosition}</div>
              )}
            </>
          ),
      },
      {
        title: 'Speaker',
        key: 'speaker',
        render: (_, teaching) =>
          teaching.speakerId === null ? '—' : (speakerNames.get(teaching.speakerId) ?? '—'),
      },
      {
        title: 'Audio',
        key: 'audio',
        render: (_, teaching) => (
          <div className="teachings-audio">
            {teaching.audio && (
              <div className="admin-table__secondary">
                {formatDuration(teaching.audio.durationSeconds)} ·{' '}
                {teaching.audio.mimeType === 'audio/mpeg' ? 'MP3' : 'M4A'} ·{' '}
                {(teaching.audio.bytes / (1024 * 1024)).toFixed(1)} MB
              </div>
            )}
            <FileUpload
              label={teaching.audio ? 'Replace audio' : 'Upload audio'}
              of={teaching.title}
              hint="MP3 or M4A, at most 300 MB."
              pending={uploadAudio.isPending && uploadAudio.variables.id === teaching.id}
              upload={(file) => uploadAudio.mutateAsync({ id: teaching.id, file })}
              done="Audio Uploaded"
              accept=".mp3,.m4a,audio/mpeg,audio/mp4,audio/x-m4a"
              problemOf={audioProblem}
              failure="Failed to upload the audio."
              testId="audio-file"
            />
            {teaching.audio && (
              <Button
                size="small"
                type="link"
                danger
                aria-label={`Remove audio of ${teaching.title}`}
                onClick={() => setRemoving(teaching)}
              >
                Remove audio
              </Button>
            )}
          </div>
        ),
      },
      {
        title: 'Actions',
        key: 'actions',
        fixed: 'right',
        render: (_, teaching) => (
          <Button
            size="small"
            aria-label={`Edit ${teaching.title}`}
            onClick={() => setEditing({ teaching, open: true })}
          >
            Edit
          </Button>
        ),
      },
    ],
    [seriesNames, speakerNames, uploadAudio],
  );

  const filtered = (change: () => void) => {
    change();
    setPage(1);
  };

  let body;
  if (teachings.isPending) {
    body = (
      <div className="admin-loading" role="status">
        <Spin />
        <span>Loading teachings...</span>
      </div>
    );
  } else if (teachings.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={teachings.error.message}
        action={
          <Button size="small" onClick={() => void teachings.refetch()}>
            Retry
          </Button>
        }
      />
    );
  } else {
    const data = teachings.data;
    body = (
      <ScrollTable<AdminTeachingDto>
        aria-label="Teachings"
        rowKey="id"
        columns={columns}
        dataSource={data.items}
        loading={teachings.isPlaceholderData}
        size="middle"
        scroll={{ x: 960 }}
        locale={{ emptyText: 'No teachings match the filters.' }}
        pagination={{
          current: data.page,
          pageSize: data.pageSize,
          total: data.total,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total, [from, to]) => `${from}-${to} of ${total} teachings`,
        }}
      />
    );
  }

  return (
    <div className="teachings-pane">
      <div className="admin-filters teachings-filters" role="search" aria-label="Filter teachings">
        <div className="admin-filters__field">
          <label htmlFor={ids.search} className="admin-label">
            Search by title
          </label>
          <Input
            id={ids.search}
            type="search"
            allowClear
            maxLength={200}
            placeholder="Words of the title..."
            value={search}
            onChange={(event) => filtered(() => setSearch(event.target.value))}
          />
        </div>
        <div className="admin-filters__field">
          <label id={ids.series} className="admin-label">
            Series
          </label>
          <Select<number>
            aria-labelledby={ids.series}
            value={seriesId}
            options={[
              { value: 0, label: 'All series' },
              ...series.map((one) => ({ value: one.id, label: one.title })),
            ]}
            onChange={(value) => filtered(() => setSeriesId(value))}
          />
        </div>
        <div className="admin-filters__field">
          <label id={ids.speaker} className="admin-label">
            Speaker
          </label>
          <Select<number>
            aria-labelledby={ids.speaker}
            value={speakerId}
            options={[
              { value: 0, label: 'All speakers' },
              ...speakers.map((one) => ({ value: one.id, label: one.name })),
            ]}
            onChange={(value) => filtered(() => setSpeakerId(value))}
          />
        </div>
      </div>
      {body}
      <ConfirmDialog
        open={removing !== null}
        title="Remove Audio"
        confirmLabel="Remove"
        text="Remove this teaching's audio? It leaves the podcast feeds and the teaching's page. This action cannot be undone."
        pending={removeAudio.isPending}
        onConfirm={() =>
          removing &&
          removeAudio.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notifySuccess('Audio Removed');
            },
            onError: (error) => notifyError(errorText(error) || 'Failed to remove the audio.'),
          })
        }
        onCancel={() => setRemoving(null)}
      />
      <TeachingFormDialog
        open={editing.open}
        teaching={editing.teaching}
        series={series}
        speakers={speakers}
        onClose={() => setEditing((current) => ({ ...current, open: false }))}
      />
    </div>
  );
}
