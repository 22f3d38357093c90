import { useState } from 'react';
import { Alert, Button, Modal, Space, Tag, Upload } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { CalendarEntryDto, CalendarPreviewDto } from '../../../shared/api-types';
import { errorText } from '../../../shared/error-text';
import { notifySuccess } from '../../../shared/notify';
import { ScrollTable } from '../../../shared/ScrollTable';
import { calendarFileProblem } from '../calendar-file';
import { useImportCalendar, usePreviewCalendar } from '../hooks/use-events';

const ACTION_TAGS: Record<
  CalendarEntryDto['action'],
  { color: string; label: { id: string; message: string } }
> = {
  create: { color: 'green', label: /*i18n*/ { id: 'admin.calendar.new', message: 'New' } },
  update: { color: 'blue', label: /*i18n*/ { id: 'admin.calendar.update', message: 'Update' } },
  invalid: { color: 'red', label: /*i18n*/ { id: 'admin.calendar.leftOut', message: 'Left out' } },
};

/**
 * Events from a calendar file (a Google Calendar or Outlook export): choose the .ics, see its
 * upcoming events as they would be stored (times in the ministry's zone, new or updated), import.
 */
export function CalendarImportDialog({ onClose }: { onClose: () => void }) {
  const { i18n } = useLingui();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<CalendarPreviewDto | null>(null);
  const previewCall = usePreviewCalendar();
  const importCall = useImportCalendar();

  const choose = (chosen: File) => {
    const problem = calendarFileProblem(chosen);
    setFileError(problem);
    setPreview(null);
    if (problem) return;
    setFile(chosen);
    previewCall.mutate(chosen, {
      onSuccess: setPreview,
      onError: (error) => setFileError(errorText(error)),
    });
  };

  const runImport = () => {
    if (!file) return;
    importCall.mutate(file, {
      onSuccess: (result) => {
        notifySuccess(
          i18n._({ id: 'admin.calendar.imported', message: 'Events Imported' }),
          result.invalid
            ? i18n._({
                id: 'admin.calendar.importedLeftOut',
                message:
                  '{created, plural, one {# new event} other {# new events}}, {updated, plural, one {# event} other {# events}} updated, {invalid} left out.',
                values: {
                  created: result.created,
                  updated: result.updated,
                  invalid: result.invalid,
                },
              })
            : i18n._({
                id: 'admin.calendar.importedText',
                message:
                  '{created, plural, one {# new event} other {# new events}}, {updated, plural, one {# event} other {# events}} updated.',
                values: { created: result.created, updated: result.updated },
              }),
        );
        onClose();
      },
      onError: (error) => setFileError(errorText(error)),
    });
  };

  const toImport = preview ? preview.create + preview.update : 0;
  return (
    <Modal
      open
      title={i18n._({ id: 'admin.calendar.title', message: 'Import events from a calendar' })}
      onCancel={onClose}
      width={960}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {i18n._({ id: 'admin.action.cancel', message: 'Cancel' })}
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!preview || toImport === 0}
          loading={importCall.isPending}
          onClick={runImport}
        >
          {preview
            ? i18n._({
                id: 'admin.calendar.importCount',
                message: 'Import {count, plural, one {# event} other {# events}}',
                values: { count: toImport },
              })
            : i18n._({ id: 'admin.calendar.import', message: 'Import' })}
        </Button>,
      ]}
    >
      <Space orientation="vertical" size="middle" className="admin-import__step">
        <Upload.Dragger
          accept=".ics,text/calendar"
          multiple={false}
          showUploadList={false}
          disabled={previewCall.isPending || importCall.isPending}
          beforeUpload={(chosen) => {
            choose(chosen);
            return false;
          }}
        >
          <p className="admin-import__drop">
            {previewCall.isPending
              ? i18n._({ id: 'admin.calendar.reading', message: 'Reading the calendar…' })
              : file
                ? i18n._({
                    id: 'admin.calendar.another',
                    message: '{name}: choose another .ics file, or drop it here',
                    values: { name: file.name },
                  })
                : i18n._({
                    id: 'admin.calendar.choose',
                    message: 'Choose an .ics file, or drop it here',
                  })}
          </p>
          <p className="admin-import__hint">
            {i18n._({
              id: 'admin.calendar.hint',
              message:
                'A Google Calendar or Outlook export, at most 5 MB. Its events of the next 12 months are imported, recurring ones as one event per date; importing the same file again updates them.',
            })}
          </p>
        </Upload.Dragger>
        {fileError && <Alert type="error" showIcon role="alert" title={fileError} />}
        {preview && (
          <>
            <p role="status" className="admin-calendar-import__counts">
              {preview.invalid
                ? i18n._({
                    id: 'admin.calendar.countsLeftOut',
                    message:
                      '{create, plural, one {# new event} other {# new events}}, {update, plural, one {# event} other {# events}} to update, {invalid} left out. Times are in {zone}.',
                    values: {
                      create: preview.create,
                      update: preview.update,
                      invalid: preview.invalid,
                      zone: preview.timeZone.replace(/_/g, ' '),
                    },
                  })
                : i18n._({
                    id: 'admin.calendar.counts',
                    message:
                      '{create, plural, one {# new event} other {# new events}}, {update, plural, one {# event} other {# events}} to update. Times are in {zone}.',
                    values: {
                      create: preview.create,
                      update: preview.update,
                      zone: preview.timeZone.replace(/_/g, ' '),
                    },
                  })}
            </p>
            <ScrollTable<CalendarEntryDto>
              aria-label={i18n._({
                id: 'admin.calendar.table',
                message: 'Events in the calendar file',
              })}
              size="small"
              rowKey="sourceKey"
              dataSource={preview.events}
              pagination={
                preview.events.length > 20 ? { pageSize: 20, showSizeChanger: false } : false
              }
              columns={[
                {
                  title: i18n._({ id: 'admin.events.fieldTitle', message: 'Title' }),
                  dataIndex: 'title',
                },
                { title: i18n._({ id: 'admin.events.date', message: 'Date' }), dataIndex: 'date' },
                { title: i18n._({ id: 'admin.events.time', message: 'Time' }), dataIndex: 'time' },
                {
                  title: i18n._({ id: 'admin.events.location', message: 'Location' }),
                  dataIndex: 'location',
                },
                {
                  title: i18n._({ id: 'admin.calendar.status', message: 'Status' }),
                  dataIndex: 'action',
                  render: (action: CalendarEntryDto['action'], entry) => (
                    <>
                      <Tag color={ACTION_TAGS[action].color}>
                        {i18n._(ACTION_TAGS[action].label)}
                      </Tag>
                      {entry.problem && <div>{entry.problem}</div>}
                    </>
                  ),
                },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
