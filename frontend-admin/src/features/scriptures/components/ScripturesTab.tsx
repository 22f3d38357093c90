import { useState } from 'react';
import { Button } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { ScriptureDto } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { PagedGrid } from '../../../shared/PagedGrid';
import { TabSection } from '../../../shared/TabSection';
import {
  useAdminScriptures,
  useDeleteScripture,
  useSetScriptureOnHome,
} from '../hooks/use-scriptures';
import { ScriptureCard } from './ScriptureCard';
import { ScriptureFormDialog } from './ScriptureFormDialog';

type Dialog =
  | { kind: 'form'; scripture: ScriptureDto | null }
  | { kind: 'delete'; scripture: ScriptureDto }
  | null;

/** Spec §2 "Admin: Scripture Management". */
export function ScripturesTab() {
  const { i18n } = useLingui();
  const scriptures = useAdminScriptures();
  const setOnHome = useSetScriptureOnHome();
  const remove = useDeleteScripture();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const toggleHome = (scripture: ScriptureDto) => {
    const displayOnHome = !scripture.displayOnHome;
    setOnHome.mutate(
      { id: scripture.id, displayOnHome },
      {
        onSuccess: () =>
          notifySuccess(
            i18n._({ id: 'admin.toast.success', message: 'Success' }),
            displayOnHome
              ? i18n._({ id: 'admin.scriptures.setOnHome', message: 'Set to display on home page' })
              : i18n._({
                  id: 'admin.scriptures.removedFromHome',
                  message: 'Removed from home page display',
                }),
          ),
        onError: () =>
          notifyError(
            i18n._({
              id: 'admin.scriptures.homeFailed',
              message: 'Failed to update home display setting',
            }),
          ),
      },
    );
  };

  const confirmDelete = (scripture: ScriptureDto) =>
    remove.mutate(scripture, {
      onSuccess: () => {
        notifySuccess(
          i18n._({ id: 'admin.toast.success', message: 'Success' }),
          i18n._({ id: 'admin.scriptures.deleted', message: 'Scripture deleted successfully' }),
        );
        close();
      },
      onError: () =>
        notifyError(
          i18n._({ id: 'admin.scriptures.deleteFailed', message: 'Failed to delete scripture' }),
        ),
    });

  return (
    <TabSection
      title={i18n._({ id: 'admin.scriptures.title', message: 'Scripture Management' })}
      description={i18n._({
        id: 'admin.scriptures.description',
        message: 'Scriptures for the weekly verse on the home page.',
      })}
      extra={
        <Button type="primary" onClick={() => setDialog({ kind: 'form', scripture: null })}>
          {i18n._({ id: 'admin.scriptures.add', message: 'Add Scripture' })}
        </Button>
      }
      query={scriptures}
      loadingText={i18n._({ id: 'admin.scriptures.loading', message: 'Loading scriptures...' })}
      emptyText={i18n._({
        id: 'admin.scriptures.empty',
        message: 'No scriptures yet. Add the first one.',
      })}
      render={(list) => (
        <PagedGrid
          pageParam="scriptures-page"
          items={list}
          noun={i18n._({ id: 'admin.scriptures.noun', message: 'scriptures' })}
          itemKey={(item) => item.id}
          renderItem={(scripture) => (
            <ScriptureCard
              scripture={scripture}
              togglePending={setOnHome.isPending && setOnHome.variables.id === scripture.id}
              onEdit={() => setDialog({ kind: 'form', scripture })}
              onToggleHome={() => toggleHome(scripture)}
              onDelete={() => setDialog({ kind: 'delete', scripture })}
            />
          )}
        />
      )}
    >
      <ScriptureFormDialog
        open={dialog?.kind === 'form'}
        scripture={dialog?.kind === 'form' ? dialog.scripture : null}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        title={i18n._({ id: 'admin.scriptures.deleteTitle', message: 'Delete Scripture' })}
        text={i18n._({
          id: 'admin.scriptures.deleteText',
          message: 'Are you sure you want to delete this scripture? This action cannot be undone.',
        })}
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && confirmDelete(dialog.scripture)}
        onCancel={close}
      />
    </TabSection>
  );
}
