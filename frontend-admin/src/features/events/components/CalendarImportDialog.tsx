import { useState } from 'react';
import { Alert, Button, Modal, Space, Tag, Upload } from 'antd';
import type { CalendarEntryDto, CalendarPreviewDto } from '../../../shared/api-types';
import { errorText } from '../../../shared/error-text';
import { notifySuccess } from '../../../shared/notify';
import { ScrollTable } from '../../../shared/ScrollTable';
import { calendarFileProblem } from '../calendar-file';
import { useImportCalendar, usePreviewCalendar } from '../hooks/use-events';

const ACTION_TAGS: Record<CalendarEntryDto['action'], { color: string; label: string }> = {
  create: { color: 'green', label: 'New' },
  update: { color: 'blue', label: 'Update' },
  invalid: { color: 'red', label: 'Left out' },
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * Events from a calendar file (a Google Calendar or Outlook export): choose the .ics, see its
 * upcoming events as they would be stored (times in the ministry's zone, new or updated), import.
 */
export function CalendarImportDialog({ onClose }: { onClose: () => void }) {
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
          'Events Imported',
          `${plural(result.created, 'new event')}, ${plural(result.updated, 'event')} updated` +
            (result.invalid ? `, ${result.invalid} left out.` : '.'),
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
      title="Import events from a calendar"
      onCancel={onClose}
      width={960}
      maskClosable={false}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button
          key="import"
          type="primary"
          disabled={!preview || toImport === 0}
          loading={importCall.isPending}
          onClick={runImport}
        >
          {preview ? `Import ${plural(toImport, 'event')}` : 'Import'}
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
              ? 'Reading the calendar…'
              : file
                ? `${file.name}: choose another .ics file, or drop it here`
                : 'Choose an .ics file, or drop it here'}
          </p>
          <p className="admin-import__hint">
            A Google Calendar or Outlook export, at most 5 MB. Its events of the next 12 months are
            imported, recurring ones as one event per date; importing the same file again updates
            them.
          </p>
        </Upload.Dragger>
        {fileError && <Alert type="error" showIcon role="alert" title={fileError} />}
        {preview && (
          <>
            <p role="status" className="admin-calendar-import__counts">
              {plural(preview.create, 'new event')}, {plural(preview.update, 'event')} to update
              {preview.invalid ? `, ${preview.invalid} left out` : ''}. Times are in{' '}
              {preview.timeZone.replace(/_/g, ' ')}.
            </p>
            <ScrollTable<CalendarEntryDto>
              aria-label="Events in the calendar file"
              size="small"
              rowKey="sourceKey"
              dataSource={preview.events}
              pagination={
                preview.events.length > 20 ? { pageSize: 20, showSizeChanger: false } : false
              }
              columns={[
                { title: 'Title', dataIndex: 'title' },
                { title: 'Date', dataIndex: 'date' },
                { title: 'Time', dataIndex: 'time' },
                { title: 'Location', dataIndex: 'location' },
                {
                  title: 'Status',
                  dataIndex: 'action',
                  render: (action: CalendarEntryDto['action'], entry) => (
                    <>
                      <Tag color={ACTION_TAGS[action].color}>{ACTION_TAGS[action].label}</Tag>
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
