import { useId, useMemo, useState } from 'react';
import { Alert, Button, Input, Select, Spin, Tag, type TableColumnsType } from 'antd';
import { useDebouncedValue, useLingui } from '@ministry/frontend-kit';
import { intlLocale } from '../../../i18n/i18n';
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
  const { i18n } = useLingui();
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
        title: i18n._({ id: 'admin.teachings.teaching', message: 'Teaching' }),
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
                {!teaching.isActive && (
                  <Tag>
                    {i18n._({
                      id: 'admin.teachings.notOnChannel',
                      message: 'No longer on the channel',
                    })}
                  </Tag>
                )}
              </span>
            </div>
          </div>
        ),
      },
      {
        title: i18n._({ id: 'admin.teachings.series', message: 'Series' }),
        key: 'series',
        render: (_, teaching) =>
          teaching.seriesId === null ? (
            '—'
          ) : (
            <>
              <div>{seriesNames.get(teaching.seriesId) ?? '—'}</div>
              {teaching.seriesPosition !== null && (
                <div className="admin-table__secondary">
                  {i18n._({
                    id: 'admin.teachings.placeN',
                    message: 'Place {place}',
                    values: { place: teaching.seriesPosition },
                  })}
                </div>
              )}
            </>
          ),
      },
      {
        title: i18n._({ id: 'admin.teachings.speaker', message: 'Speaker' }),
        key: 'speaker',
        render: (_, teaching) =>
          teaching.speakerId === null ? '—' : (speakerNames.get(teaching.speakerId) ?? '—'),
      },
      {
        title: i18n._({ id: 'admin.teachings.audio', message: 'Audio' }),
        key: 'audio',
        render: (_, teaching) => (
          <div className="teachings-audio">
            {teaching.audio && (
              <div className="admin-table__secondary">
                {formatDuration(teaching.audio.durationSeconds)} ·{' '}
                {teaching.audio.mimeType === 'audio/mpeg' ? 'MP3' : 'M4A'} ·{' '}
                {i18n._({
                  id: 'admin.teachings.megabytes',
                  message: '{size} MB',
                  values: {
                    size: new Intl.NumberFormat(intlLocale(), {
                      minimumFractionDigits: 1,
                      maximumFractionDigits: 1,
                    }).format(teaching.audio.bytes / (1024 * 1024)),
                  },
                })}
              </div>
            )}
            <FileUpload
              label={
                teaching.audio
                  ? i18n._({ id: 'admin.teachings.replaceAudio', message: 'Replace audio' })
                  : i18n._({ id: 'admin.teachings.uploadAudio', message: 'Upload audio' })
              }
              name={
                teaching.audio
                  ? i18n._({
                      id: 'admin.teachings.replaceAudioFor',
                      message: 'Replace audio for {title}',
                      values: { title: teaching.title },
                    })
                  : i18n._({
                      id: 'admin.teachings.uploadAudioFor',
                      message: 'Upload audio for {title}',
                      values: { title: teaching.title },
                    })
              }
              hint={i18n._({
                id: 'admin.teachings.audioHint',
                message: 'MP3 or M4A, at most 300 MB.',
              })}
              pending={uploadAudio.isPending && uploadAudio.variables.id === teaching.id}
              upload={(file) => uploadAudio.mutateAsync({ id: teaching.id, file })}
              done={i18n._({ id: 'admin.teachings.audioUploaded', message: 'Audio Uploaded' })}
              accept=".mp3,.m4a,audio/mpeg,audio/mp4,audio/x-m4a"
              problemOf={audioProblem}
              failure={i18n._({
                id: 'admin.teachings.audioUploadFailed',
                message: 'Failed to upload the audio.',
              })}
              testId="audio-file"
            />
            {teaching.audio && (
              <Button
                size="small"
                type="link"
                danger
                aria-label={i18n._({
                  id: 'admin.teachings.removeAudioOf',
                  message: 'Remove audio of {title}',
                  values: { title: teaching.title },
                })}
                onClick={() => setRemoving(teaching)}
              >
                {i18n._({ id: 'admin.teachings.removeAudio', message: 'Remove audio' })}
              </Button>
            )}
          </div>
        ),
      },
      {
        title: i18n._({ id: 'admin.teachings.actions', message: 'Actions' }),
        key: 'actions',
        fixed: 'right',
        render: (_, teaching) => (
          <Button
            size="small"
            aria-label={i18n._({
              id: 'admin.teachings.editNamed',
              message: 'Edit {name}',
              values: { name: teaching.title },
            })}
            onClick={() => setEditing({ teaching, open: true })}
          >
            {i18n._({ id: 'admin.action.edit', message: 'Edit' })}
          </Button>
        ),
      },
    ],
    [i18n, seriesNames, speakerNames, uploadAudio],
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
        <span>
          {i18n._({ id: 'admin.teachings.loadingTeachings', message: 'Loading teachings...' })}
        </span>
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
            {i18n._({ id: 'admin.action.retry', message: 'Retry' })}
          </Button>
        }
      />
    );
  } else {
    const data = teachings.data;
    body = (
      <ScrollTable<AdminTeachingDto>
        aria-label={i18n._({ id: 'admin.teachings.title', message: 'Teachings' })}
        rowKey="id"
        columns={columns}
        dataSource={data.items}
        loading={teachings.isPlaceholderData}
        size="middle"
        scroll={{ x: 960 }}
        locale={{
          emptyText: i18n._({
            id: 'admin.teachings.noMatch',
            message: 'No teachings match the filters.',
          }),
        }}
        pagination={{
          current: data.page,
          pageSize: data.pageSize,
          total: data.total,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total, [from, to]) =>
            i18n._({
              id: 'admin.teachings.pageTotal',
              message: '{from}-{to} of {total} teachings',
              values: { from, to, total },
            }),
        }}
      />
    );
  }

  return (
    <div className="teachings-pane">
      <div
        className="admin-filters teachings-filters"
        role="search"
        aria-label={i18n._({ id: 'admin.teachings.filter', message: 'Filter teachings' })}
      >
        <div className="admin-filters__field">
          <label htmlFor={ids.search} className="admin-label">
            {i18n._({ id: 'admin.teachings.search', message: 'Search by title' })}
          </label>
          <Input
            id={ids.search}
            type="search"
            allowClear
            maxLength={200}
            placeholder={i18n._({
              id: 'admin.teachings.searchPlaceholder',
              message: 'Words of the title...',
            })}
            value={search}
            onChange={(event) => filtered(() => setSearch(event.target.value))}
          />
        </div>
        <div className="admin-filters__field">
          <label id={ids.series} className="admin-label">
            {i18n._({ id: 'admin.teachings.series', message: 'Series' })}
          </label>
          <Select<number>
            aria-labelledby={ids.series}
            value={seriesId}
            options={[
              {
                value: 0,
                label: i18n._({ id: 'admin.teachings.allSeries', message: 'All series' }),
              },
              ...series.map((one) => ({ value: one.id, label: one.title })),
            ]}
            onChange={(value) => filtered(() => setSeriesId(value))}
          />
        </div>
        <div className="admin-filters__field">
          <label id={ids.speaker} className="admin-label">
            {i18n._({ id: 'admin.teachings.speaker', message: 'Speaker' })}
          </label>
          <Select<number>
            aria-labelledby={ids.speaker}
            value={speakerId}
            options={[
              {
                value: 0,
                label: i18n._({ id: 'admin.teachings.allSpeakers', message: 'All speakers' }),
              },
              ...speakers.map((one) => ({ value: one.id, label: one.name })),
            ]}
            onChange={(value) => filtered(() => setSpeakerId(value))}
          />
        </div>
      </div>
      {body}
      <ConfirmDialog
        open={removing !== null}
        title={i18n._({ id: 'admin.teachings.removeAudioTitle', message: 'Remove Audio' })}
        confirmLabel={i18n._({ id: 'admin.teachings.remove', message: 'Remove' })}
        text={i18n._({
          id: 'admin.teachings.removeAudioText',
          message:
            "Remove this teaching's audio? It leaves the podcast feeds and the teaching's page. This action cannot be undone.",
        })}
        pending={removeAudio.isPending}
        onConfirm={() =>
          removing &&
          removeAudio.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              notifySuccess(
                i18n._({ id: 'admin.teachings.audioRemoved', message: 'Audio Removed' }),
              );
            },
            onError: (error) =>
              notifyError(
                errorText(error) ||
                  i18n._({
                    id: 'admin.teachings.audioRemoveFailed',
                    message: 'Failed to remove the audio.',
                  }),
              ),
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
