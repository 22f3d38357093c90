import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { toast } from '@ministry/frontend-kit';
import {
  useDeleteAudience,
  useRenameAudience,
  useSavedAudienceCount,
  useSavedAudiences,
} from '../hooks/use-saved-audiences';
import { humanize } from '../../../shared/format';
import { ScrollTable } from '../../../shared/ScrollTable';
import type { SavedAudience, TargetCriteria } from '../types';
import { AudienceNameDialog } from './AudienceNameDialog';
import './audiences.css';

/** "Married · Growing · Prayer · with subscribers": the choices that narrow the audience. */
export function describeCriteria(c: TargetCriteria): string {
  const parts = [c.maritalStatus, c.spiritualLevel, c.needs]
    .filter((v) => v !== 'all')
    .map((v) => humanize(v).replace(/^./, (x) => x.toUpperCase()));
  const base = parts.length ? parts.join(' · ') : 'All members';
  return `${base} · ${c.includeNewsletterSubscribers ? 'with' : 'without'} newsletter subscribers`;
}

function LiveCount({ id }: { id: number }) {
  const count = useSavedAudienceCount(id);
  if (count.isError) return <>Could not count</>;
  return <>{count.data === undefined ? 'Counting...' : count.data}</>;
}

/** The saved audiences: what each reaches now, renamed or deleted here, picked in a campaign. */
export function SavedAudiencesPanel() {
  const audiences = useSavedAudiences();
  const rename = useRenameAudience();
  const remove = useDeleteAudience();
  const [renaming, setRenaming] = useState<SavedAudience | null>(null);

  const columns: ColumnsType<SavedAudience> = [
    { title: 'Audience', dataIndex: 'name', key: 'name' },
    { title: 'Criteria', key: 'criteria', render: (_, a) => describeCriteria(a.criteria) },
    { title: 'Recipients now', key: 'count', render: (_, a) => <LiveCount id={a.id} /> },
    {
      title: 'Actions',
      key: 'actions',
      fixed: 'right',
      render: (_, a) => (
        <Space>
          <Button size="small" onClick={() => setRenaming(a)} aria-label={`Rename ${a.name}`}>
            Rename
          </Button>
          <Popconfirm
            title={`Delete "${a.name}"?`}
            description="Campaigns made with it keep their audience."
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(a.id).then(
                () => toast({ title: 'Audience deleted', description: `"${a.name}" is gone.` }),
                (error: Error) =>
                  toast({ title: 'Error', description: error.message, variant: 'destructive' }),
              )
            }
          >
            <Button size="small" danger aria-label={`Delete ${a.name}`}>
              Delete
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <p className="em-hint">
        Save an audience from a campaign&apos;s Target Audience; pick it for the next campaign.
      </p>
      <ScrollTable<SavedAudience>
        aria-label="Saved audiences"
        rowKey="id"
        columns={columns}
        dataSource={audiences.data ?? []}
        loading={audiences.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: 'No saved audiences yet.' }}
      />
      <AudienceNameDialog
        open={renaming !== null}
        recordKey={renaming?.id ?? 'none'}
        title="Rename audience"
        submitLabel={rename.isPending ? 'Saving...' : 'Rename'}
        initialName={renaming?.name ?? ''}
        pending={rename.isPending}
        onSubmit={(name) => rename.mutateAsync({ id: renaming!.id, name })}
        onClose={() => setRenaming(null)}
      />
    </>
  );
}
