import { useState } from 'react';
import { Button, Popconfirm, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { toast, useLingui } from '@ministry/frontend-kit';
import { i18n } from '../../../i18n/i18n';
import { criterionTitle } from '../criteria-labels';
import {
  useDeleteAudience,
  useRenameAudience,
  useSavedAudienceCount,
  useSavedAudiences,
} from '../hooks/use-saved-audiences';
import { ScrollTable } from '../../../shared/ScrollTable';
import type { SavedAudience, TargetCriteria } from '../types';
import { AudienceNameDialog } from './AudienceNameDialog';
import './audiences.css';

/** "Married · Growing · Prayer · with subscribers": the choices that narrow the audience. */
export function describeCriteria(c: TargetCriteria): string {
  const parts = [c.maritalStatus, c.spiritualLevel, c.needs]
    .filter((v) => v !== 'all')
    .map(criterionTitle);
  const criteria = parts.length
    ? parts.join(' · ')
    : i18n._({ id: 'admin.email.criteria.allMembers', message: 'All members' });
  return c.includeNewsletterSubscribers
    ? i18n._({
        id: 'admin.email.criteria.withSubscribers',
        message: '{criteria} · with newsletter subscribers',
        values: { criteria },
      })
    : i18n._({
        id: 'admin.email.criteria.withoutSubscribers',
        message: '{criteria} · without newsletter subscribers',
        values: { criteria },
      });
}

function LiveCount({ id }: { id: number }) {
  const { i18n } = useLingui();
  const count = useSavedAudienceCount(id);
  if (count.isError)
    return <>{i18n._({ id: 'admin.email.countFailed', message: 'Could not count' })}</>;
  return (
    <>
      {count.data === undefined
        ? i18n._({ id: 'admin.email.counting', message: 'Counting...' })
        : count.data}
    </>
  );
}

/** The saved audiences: what each reaches now, renamed or deleted here, picked in a campaign. */
export function SavedAudiencesPanel() {
  const { i18n } = useLingui();
  const audiences = useSavedAudiences();
  const rename = useRenameAudience();
  const remove = useDeleteAudience();
  const [renaming, setRenaming] = useState<SavedAudience | null>(null);

  const columns: ColumnsType<SavedAudience> = [
    {
      title: i18n._({ id: 'admin.email.audience', message: 'Audience' }),
      dataIndex: 'name',
      key: 'name',
    },
    {
      title: i18n._({ id: 'admin.email.criteria', message: 'Criteria' }),
      key: 'criteria',
      render: (_, a) => describeCriteria(a.criteria),
    },
    {
      title: i18n._({ id: 'admin.email.recipientsNow', message: 'Recipients now' }),
      key: 'count',
      render: (_, a) => <LiveCount id={a.id} />,
    },
    {
      title: i18n._({ id: 'admin.email.actions', message: 'Actions' }),
      key: 'actions',
      fixed: 'right',
      render: (_, a) => (
        <Space>
          <Button
            size="small"
            onClick={() => setRenaming(a)}
            aria-label={i18n._({
              id: 'admin.email.renameOf',
              message: 'Rename {name}',
              values: { name: a.name },
            })}
          >
            {i18n._({ id: 'admin.email.rename', message: 'Rename' })}
          </Button>
          <Popconfirm
            title={i18n._({
              id: 'admin.email.deleteAudience',
              message: 'Delete "{name}"?',
              values: { name: a.name },
            })}
            description={i18n._({
              id: 'admin.email.deleteAudienceText',
              message: 'Campaigns made with it keep their audience.',
            })}
            okText={i18n._({ id: 'admin.action.delete', message: 'Delete' })}
            okButtonProps={{ danger: true }}
            onConfirm={() =>
              remove.mutateAsync(a.id).then(
                () =>
                  toast({
                    title: i18n._({
                      id: 'admin.email.audienceDeleted',
                      message: 'Audience deleted',
                    }),
                    description: i18n._({
                      id: 'admin.email.audienceDeletedText',
                      message: '"{name}" is gone.',
                      values: { name: a.name },
                    }),
                  }),
                (error: Error) =>
                  toast({
                    title: i18n._({ id: 'admin.toast.error', message: 'Error' }),
                    description: error.message,
                    variant: 'destructive',
                  }),
              )
            }
          >
            <Button
              size="small"
              danger
              aria-label={i18n._({
                id: 'admin.email.deleteOf',
                message: 'Delete {name}',
                values: { name: a.name },
              })}
            >
              {i18n._({ id: 'admin.action.delete', message: 'Delete' })}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <p className="em-hint">
        {i18n._({
          id: 'admin.email.audiencesHint',
          message:
            "Save an audience from a campaign's Target Audience; pick it for the next campaign.",
        })}
      </p>
      <ScrollTable<SavedAudience>
        aria-label={i18n._({ id: 'admin.email.savedAudiencesTable', message: 'Saved audiences' })}
        rowKey="id"
        columns={columns}
        dataSource={audiences.data ?? []}
        loading={audiences.isLoading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: i18n._({ id: 'admin.email.noAudiences', message: 'No saved audiences yet.' }),
        }}
      />
      <AudienceNameDialog
        open={renaming !== null}
        recordKey={renaming?.id ?? 'none'}
        title={i18n._({ id: 'admin.email.renameAudience', message: 'Rename audience' })}
        submitLabel={
          rename.isPending
            ? i18n._({ id: 'admin.email.saving', message: 'Saving...' })
            : i18n._({ id: 'admin.email.rename', message: 'Rename' })
        }
        initialName={renaming?.name ?? ''}
        pending={rename.isPending}
        onSubmit={(name) => rename.mutateAsync({ id: renaming!.id, name })}
        onClose={() => setRenaming(null)}
      />
    </>
  );
}
