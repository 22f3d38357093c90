import { useCallback, useState } from 'react';
import { useLingui } from '@ministry/frontend-kit';
import type { CounselingRequestSummaryDto, CounselingStatus } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { useCan } from '../../../shared/permissions';
import { GRID_PAGE_SIZE } from '../../../shared/paging';
import { ServerPagedGrid } from '../../../shared/ServerPagedGrid';
import { SummaryCards } from '../../../shared/SummaryCards';
import { TabSection } from '../../../shared/TabSection';
import {
  useCounselingPage,
  useCounselingSummary,
  useDeleteCounselingRequest,
  useUpdateCounselingStatus,
} from '../hooks/use-counseling';
import { CounselingCard } from './CounselingCard';
import { CounselingDetailDialog } from './CounselingDetailDialog';
import { statusLabel } from './counseling-labels';
import { RespondDialog } from './RespondDialog';
import { useUrlPage } from '../../../shared/use-url-page';

type Dialog = { kind: 'view' | 'respond' | 'delete'; id: number } | null;

/**
 * Spec §2 "Admin: Counseling Requests"; the server sends urgent first, then oldest first, one page
 * at a time, and counts the cards (the list may be long). A change refreshes the page shown and the
 * counts.
 */
export function CounselingTab() {
  const { i18n } = useLingui();
  const [page, setPage] = useUrlPage('counseling-page');
  const requests = useCounselingPage({ page, pageSize: GRID_PAGE_SIZE });
  const summary = useCounselingSummary();
  const turnTo = useCallback((next: number) => setPage(next), [setPage]);
  const updateStatus = useUpdateCounselingStatus();
  const remove = useDeleteCounselingRequest();
  const mayRespond = useCan('counseling.respond');
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const find = (kind: 'view' | 'respond' | 'delete') =>
    (dialog?.kind === kind && requests.data?.items.find((item) => item.id === dialog.id)) || null;

  const changeStatus = (request: CounselingRequestSummaryDto, status: CounselingStatus) =>
    updateStatus.mutate(
      { id: request.id, status },
      {
        onSuccess: () => {
          notifySuccess(
            i18n._({ id: 'admin.counseling.statusUpdated', message: 'Status updated' }),
            i18n._({
              id: 'admin.counseling.statusUpdatedText',
              message: "{name}'s request is now {status}.",
              values: { name: request.name, status: statusLabel(status) },
            }),
          );
        },
        onError: () =>
          notifyError(
            i18n._({ id: 'admin.counseling.updateFailed', message: 'Failed to update request' }),
          ),
      },
    );

  const confirmDelete = (request: CounselingRequestSummaryDto) =>
    remove.mutate(request.id, {
      onSuccess: () => {
        notifySuccess(
          i18n._({ id: 'admin.toast.success', message: 'Success' }),
          i18n._({ id: 'admin.counseling.deletedToast', message: 'Counseling request deleted' }),
        );
        close();
      },
      onError: () =>
        notifyError(
          i18n._({ id: 'admin.counseling.deleteFailed', message: 'Failed to delete request' }),
        ),
    });

  const deleting = find('delete');

  return (
    <TabSection
      title={i18n._({ id: 'admin.counseling.title', message: 'Counseling Requests' })}
      description={i18n._({
        id: 'admin.counseling.description',
        message: 'Requests for counseling from community members, most urgent first.',
      })}
      query={requests}
      loadingText={i18n._({
        id: 'admin.counseling.loading',
        message: 'Loading counseling requests...',
      })}
      render={(list) => (
        <>
          <SummaryCards
            label={i18n._({ id: 'admin.counseling.counts', message: 'Counseling request counts' })}
            items={[
              { label: statusLabel('pending'), value: summary.data?.pending ?? 0, tone: 'orange' },
              {
                label: statusLabel('in_progress'),
                value: summary.data?.inProgress ?? 0,
                tone: 'blue',
              },
              {
                label: i18n._({ id: 'admin.counseling.urgent', message: 'Urgent' }),
                value: summary.data?.urgent ?? 0,
                tone: 'red',
              },
            ]}
          />
          {list.total === 0 ? (
            <p className="admin-empty">
              {i18n._({ id: 'admin.counseling.empty', message: 'No counseling requests yet.' })}
            </p>
          ) : (
            <ServerPagedGrid
              items={list.items}
              total={list.total}
              page={page}
              pageSize={GRID_PAGE_SIZE}
              onPage={turnTo}
              loading={requests.isPlaceholderData}
              noun={i18n._({ id: 'admin.counseling.noun', message: 'requests' })}
              itemKey={(item) => item.id}
              renderItem={(request) => (
                <CounselingCard
                  request={request}
                  statusPending={updateStatus.isPending && updateStatus.variables.id === request.id}
                  onView={() => setDialog({ kind: 'view', id: request.id })}
                  {...(mayRespond && {
                    onRespond: () => setDialog({ kind: 'respond', id: request.id }),
                    onStatusChange: (status: CounselingStatus) => changeStatus(request, status),
                    onDelete: () => setDialog({ kind: 'delete', id: request.id }),
                  })}
                />
              )}
            />
          )}
        </>
      )}
    >
      <CounselingDetailDialog
        request={find('view')}
        onClose={close}
        onRespond={
          mayRespond ? () => dialog && setDialog({ kind: 'respond', id: dialog.id }) : undefined
        }
      />
      <RespondDialog request={find('respond')} onClose={close} />
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._({ id: 'admin.counseling.deleteTitle', message: 'Delete Request' })}
        text={i18n._({
          id: 'admin.counseling.deleteText',
          message:
            'Are you sure you want to delete this counseling request and its responses? This action cannot be undone.',
        })}
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={close}
      />
    </TabSection>
  );
}
