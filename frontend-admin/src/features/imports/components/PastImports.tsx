import { useState } from 'react';
import { Button, Modal, Space, Tag } from 'antd';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { ScrollTable } from '../../../shared/ScrollTable';
import { errorText } from '../../../shared/error-text';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useImports, useUndoImport } from '../hooks/use-imports';
import {
  STATUS_LABELS,
  canUndo,
  plural,
  progressPercent,
  reportUrl,
  type ImportDto,
  type ImportTarget,
} from '../import-values';

const dateTime = (value: string | null) =>
  value ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '';

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
  const imports = useImports(open);
  const one = target === 'subscribers' ? 'subscriber' : 'member';
  const shown = (imports.data ?? []).filter((found) => found.target === target);
  const undo = useUndoImport();
  const [undoing, setUndoing] = useState<ImportDto | null>(null);
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
        notifySuccess(
          'Import undone',
          `${plural(result.removed, one)} removed, ${plural(result.restored, one)} restored, ${plural(result.kept, one)} changed since and kept.`,
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
    <Modal open={open} title="Past imports" onCancel={onClose} footer={null} width={960}>
      {imports.isError && <p role="alert">{errorText(imports.error)}</p>}
      <ScrollTable<ImportDto>
        aria-label="Past imports"
        rowKey="id"
        size="small"
        loading={imports.isPending}
        pagination={false}
        dataSource={shown}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No imports yet.' }}
        columns={[
          { title: 'File', dataIndex: 'fileName' },
          { title: 'Uploaded', dataIndex: 'createdAt', render: dateTime },
          {
            title: 'Status',
            render: (_, found) =>
              found.status === 'running'
                ? `Running (${progressPercent(found)}%)`
                : STATUS_LABELS[found.status],
          },
          {
            title: 'Result',
            render: (_, found) =>
              found.status === 'completed' || found.status === 'undone' ? (
                <Space size={4} wrap>
                  <Tag color="green">{found.counts.create} created</Tag>
                  <Tag color="blue">{found.counts.update} updated</Tag>
                  <Tag>{found.counts.skip} skipped</Tag>
                  <Tag color="red">{found.counts.error} errors</Tag>
                </Space>
              ) : (
                (found.failure ?? '')
              ),
          },
          {
            title: 'Actions',
            render: (_, found) => (
              <Space size={4} wrap>
                <Button
                  size="small"
                  data-import-open={found.id}
                  onClick={() => onOpenImport(found.id)}
                >
                  Open
                </Button>
                {(found.status === 'completed' || found.status === 'undone') && (
                  <Button
                    size="small"
                    href={reportUrl(found.id)}
                    download
                    aria-label={`Report of ${found.fileName}`}
                  >
                    Report
                  </Button>
                )}
                {canUndo(found) && (
                  <Button size="small" danger onClick={() => setUndoing(found)}>
                    Undo
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <ConfirmDialog
        open={undoing !== null}
        title="Undo Import"
        text={`Undo the import of ${undoing?.fileName ?? 'this file'}? The ${one}s it created are removed and those it updated get their previous values back, unless they were changed since.`}
        confirmLabel="Undo"
        pending={undo.isPending}
        onConfirm={() => undoing && confirmUndo(undoing)}
        onCancel={() => setUndoing(null)}
        afterClose={afterConfirm}
      />
    </Modal>
  );
}
