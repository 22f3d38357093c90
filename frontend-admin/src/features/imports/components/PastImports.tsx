import { useState } from 'react';
import { Button, Modal, Space, Tag } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { intlLocale } from '../../../i18n/i18n';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { ScrollTable } from '../../../shared/ScrollTable';
import { errorText } from '../../../shared/error-text';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useImports, useUndoImport } from '../hooks/use-imports';
import {
  canUndo,
  progressPercent,
  reportUrl,
  statusLabel,
  type ImportDto,
  type ImportTarget,
} from '../import-values';

const dateTime = (value: string | null) =>
  value
    ? new Date(value).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' })
    : '';

/** The latest imports with their counts, each report to download, and Undo within its window. */
export function PastImports({
  target,
  open,
  onClose,
  onOpenImport,
}: {
  /** The list shows the imports of this target. */
  target: ImportTarget;
  open: boolean;
  onClose: () => void;
  /** Opens an import in the wizard (its progress or its report). */
  onOpenImport: (id: number) => void;
}) {
  const { i18n } = useLingui();
  const imports = useImports(open);
  const shown = (imports.data ?? []).filter((found) => found.target === target);
  const undo = useUndoImport();
  const [undoing, setUndoing] = useState<ImportDto | null>(null);
  // The file's name stays in the confirmation while it fades out.
  const [named, setNamed] = useState<ImportDto | null>(null);
  if (undoing && undoing !== named) setNamed(undoing);
  // The Undo button goes once an import is undone: the focus goes to the same row's Open button.
  const [undone, setUndone] = useState<number | null>(null);
  const afterConfirm = () => {
    if (undone === null) return;
    document.querySelector<HTMLElement>(`[data-import-open="${undone}"]`)?.focus();
    setUndone(null);
  };

  const confirmUndo = (found: ImportDto) =>
    undo.mutate(found.id, {
      onSuccess: (result) => {
        const counts = { removed: result.removed, restored: result.restored, kept: result.kept };
        notifySuccess(
          i18n._({ id: 'admin.imports.undone', message: 'Import undone' }),
          target === 'subscribers'
            ? i18n._({
                id: 'admin.imports.undoneSubscribers',
                message:
                  '{removed, plural, one {# subscriber} other {# subscribers}} removed, {restored, plural, one {# subscriber} other {# subscribers}} restored, {kept, plural, one {# subscriber} other {# subscribers}} changed since and kept.',
                values: counts,
              })
            : i18n._({
                id: 'admin.imports.undoneMembers',
                message:
                  '{removed, plural, one {# member} other {# members}} removed, {restored, plural, one {# member} other {# members}} restored, {kept, plural, one {# member} other {# members}} changed since and kept.',
                values: counts,
              }),
        );
        setUndone(found.id);
        setUndoing(null);
      },
      onError: (error) => {
        notifyError(errorText(error));
        setUndoing(null);
      },
    });

  return (
    <Modal
      open={open}
      title={i18n._({ id: 'admin.imports.past', message: 'Past imports' })}
      onCancel={onClose}
      footer={null}
      width={960}
    >
      {imports.isError && <p role="alert">{errorText(imports.error)}</p>}
      <ScrollTable<ImportDto>
        aria-label={i18n._({ id: 'admin.imports.past', message: 'Past imports' })}
        rowKey="id"
        size="small"
        loading={imports.isPending}
        pagination={false}
        dataSource={shown}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: i18n._({ id: 'admin.imports.none', message: 'No imports yet.' }) }}
        columns={[
          { title: i18n._({ id: 'admin.imports.file', message: 'File' }), dataIndex: 'fileName' },
          {
            title: i18n._({ id: 'admin.imports.uploaded', message: 'Uploaded' }),
            dataIndex: 'createdAt',
            render: dateTime,
          },
          {
            title: i18n._({ id: 'admin.imports.status', message: 'Status' }),
            render: (_, found) =>
              found.status === 'running'
                ? i18n._({
                    id: 'admin.imports.runningPercent',
                    message: 'Running ({percent}%)',
                    values: { percent: progressPercent(found) },
                  })
                : statusLabel(found.status),
          },
          {
            title: i18n._({ id: 'admin.imports.result', message: 'Result' }),
            render: (_, found) =>
              found.status === 'completed' || found.status === 'undone' ? (
                <Space size={4} wrap>
                  <Tag color="green">
                    {i18n._({
                      id: 'admin.imports.createdCount',
                      message: '{count} created',
                      values: { count: found.counts.create },
                    })}
                  </Tag>
                  <Tag color="blue">
                    {i18n._({
                      id: 'admin.imports.updatedCount',
                      message: '{count} updated',
                      values: { count: found.counts.update },
                    })}
                  </Tag>
                  <Tag>
                    {i18n._({
                      id: 'admin.imports.skippedCount',
                      message: '{count} skipped',
                      values: { count: found.counts.skip },
                    })}
                  </Tag>
                  <Tag color="red">
                    {i18n._({
                      id: 'admin.imports.errorCount',
                      message: '{count} errors',
                      values: { count: found.counts.error },
                    })}
                  </Tag>
                </Space>
              ) : (
                (found.failure ?? '')
              ),
          },
          {
            title: i18n._({ id: 'admin.imports.actions', message: 'Actions' }),
            render: (_, found) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  data-import-open={found.id}
                  onClick={() => onOpenImport(found.id)}
                >
                  {i18n._({ id: 'admin.imports.open', message: 'Open' })}
                </Button>
                {(found.status === 'completed' || found.status === 'undone') && (
                  <Button
                    size="small"
                    href={reportUrl(found.id)}
                    download
                    aria-label={i18n._({
                      id: 'admin.imports.reportOf',
                      message: 'Report of {file}',
                      values: { file: found.fileName },
                    })}
                  >
                    {i18n._({ id: 'admin.imports.report', message: 'Report' })}
                  </Button>
                )}
                {canUndo(found) && (
                  <Button size="small" danger onClick={() => setUndoing(found)}>
                    {i18n._({ id: 'admin.imports.undo', message: 'Undo' })}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={undoing !== null}
        title={i18n._({ id: 'admin.imports.undoTitle', message: 'Undo Import' })}
        text={
          target === 'subscribers'
            ? i18n._({
                id: 'admin.imports.undoTextSubscribers',
                message:
                  'Undo the import of {file}? The subscribers it created are removed and those it updated get their previous values back, unless they were changed since.',
                values: { file: named?.fileName ?? '' },
              })
            : i18n._({
                id: 'admin.imports.undoTextMembers',
                message:
                  'Undo the import of {file}? The members it created are removed and those it updated get their previous values back, unless they were changed since.',
                values: { file: named?.fileName ?? '' },
              })
        }
        confirmLabel={i18n._({ id: 'admin.imports.undo', message: 'Undo' })}
        pending={undo.isPending}
        onConfirm={() => undoing && confirmUndo(undoing)}
        onCancel={() => setUndoing(null)}
        afterClose={afterConfirm}
      />
    </Modal>
  );
}
