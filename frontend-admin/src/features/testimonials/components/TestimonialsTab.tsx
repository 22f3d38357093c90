import { useCallback, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Spin } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import { WrappingTabs } from '../../../shared/WrappingTabs';
import type { AdminTestimonialDto, TestimonialStatus } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { GRID_PAGE_SIZE } from '../../../shared/paging';
import { ServerPagedGrid } from '../../../shared/ServerPagedGrid';
import { SummaryCards } from '../../../shared/SummaryCards';
import { TabSection } from '../../../shared/TabSection';
import {
  useAdminTestimonialsPage,
  useAdminTestimonialsSummary,
  useDeleteTestimonial,
  useUpdateTestimonial,
  type TestimonialChange,
} from '../hooks/use-testimonials';
import type { TestimonialActionHandlers } from './TestimonialActions';
import { TestimonialCard } from './TestimonialCard';
import { TestimonialViewDialog } from './TestimonialViewDialog';

/** The inner tabs: one status each. */
type Shown = Extract<TestimonialStatus, 'pending' | 'approved'>;

/**
 * Spec §2 "Admin: Manage Testimonials". The server pages each inner tab and counts the cards (issue
 * 17: the tab stays quick with 5,000 testimonies); a change refreshes the page shown and the counts.
 */
export function TestimonialsTab() {
  const { i18n } = useLingui();
  const LOADING_TEXT = i18n._({
    id: 'admin.testimonials.loading',
    message: 'Loading testimonials...',
  });
  const [status, setStatus] = useState<Shown>('pending');
  const [pages, setPages] = useState<Record<Shown, number>>({ pending: 1, approved: 1 });
  const summary = useAdminTestimonialsSummary();
  const testimonials = useAdminTestimonialsPage({
    status,
    page: pages[status],
    pageSize: GRID_PAGE_SIZE,
  });
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  // The record itself, not its id: approving it in the dialog moves it off the page shown.
  const [viewing, setViewing] = useState<AdminTestimonialDto | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonialDto | null>(null);

  const turnTo = useCallback(
    (page: number) => setPages((current) => ({ ...current, [status]: page })),
    [status],
  );

  const change = (input: TestimonialChange, done: string) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        notifySuccess(i18n._({ id: 'admin.toast.success', message: 'Success' }), done);
        setViewing((current) => (current?.id === saved.id ? saved : current));
      },
      onError: () =>
        notifyError(
          i18n._({
            id: 'admin.testimonials.updateFailed',
            message: 'Failed to update testimonial',
          }),
        ),
    });

  const handlersFor = (testimonial: AdminTestimonialDto): TestimonialActionHandlers => ({
    pending:
      (update.isPending && update.variables.id === testimonial.id) ||
      (remove.isPending && remove.variables === testimonial.id),
    onApprove: () =>
      change(
        { id: testimonial.id, status: 'approved' },
        i18n._({ id: 'admin.testimonials.approvedToast', message: 'Testimonial approved' }),
      ),
    onReject: () =>
      change(
        { id: testimonial.id, status: 'rejected' },
        i18n._({ id: 'admin.testimonials.rejectedToast', message: 'Testimonial rejected' }),
      ),
    onToggleFeatured: () =>
      change(
        { id: testimonial.id, isFeatured: !testimonial.isFeatured },
        testimonial.isFeatured
          ? i18n._({ id: 'admin.testimonials.unfeaturedToast', message: 'Testimonial unfeatured' })
          : i18n._({ id: 'admin.testimonials.featuredToast', message: 'Testimonial featured' }),
      ),
    onDelete: () => setDeleting(testimonial),
  });

  const confirmDelete = (testimonial: AdminTestimonialDto) =>
    remove.mutate(testimonial.id, {
      onSuccess: () => {
        notifySuccess(
          i18n._({ id: 'admin.toast.success', message: 'Success' }),
          i18n._({ id: 'admin.testimonials.deletedToast', message: 'Testimonial deleted' }),
        );
        setDeleting(null);
        setViewing((current) => (current?.id === testimonial.id ? null : current));
      },
      onError: () =>
        notifyError(
          i18n._({
            id: 'admin.testimonials.deleteFailed',
            message: 'Failed to delete testimonial',
          }),
        ),
    });

  /** The inner tab's page: only the tab shown asks the server. */
  const pane = (shown: Shown, empty: string): ReactNode => {
    if (shown !== status) return null;
    if (testimonials.isPending)
      return (
        <div className="admin-loading" role="status">
          <Spin />
          <span>{LOADING_TEXT}</span>
        </div>
      );
    if (testimonials.isError)
      return (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={testimonials.error.message}
          action={
            <Button size="small" onClick={() => void testimonials.refetch()}>
              {i18n._({ id: 'admin.action.retry', message: 'Retry' })}
            </Button>
          }
        />
      );
    const page = testimonials.data;
    if (page.total === 0) return <Empty description={empty} />;
    return (
      <ServerPagedGrid
        items={page.items}
        total={page.total}
        page={pages[status]}
        pageSize={GRID_PAGE_SIZE}
        onPage={turnTo}
        loading={testimonials.isPlaceholderData}
        noun={i18n._({ id: 'admin.testimonials.noun', message: 'testimonials' })}
        itemKey={(item) => item.id}
        renderItem={(testimonial) => (
          <TestimonialCard
            testimonial={testimonial}
            onView={() => setViewing(testimonial)}
            {...handlersFor(testimonial)}
          />
        )}
      />
    );
  };

  return (
    <TabSection
      title={i18n._({ id: 'admin.testimonials.title', message: 'Manage Testimonials' })}
      description={i18n._({
        id: 'admin.testimonials.description',
        message: 'Review stories before they appear on the community page.',
      })}
      query={summary}
      loadingText={LOADING_TEXT}
      render={(counts) => (
        <>
          <SummaryCards
            label={i18n._({ id: 'admin.testimonials.counts', message: 'Testimonial counts' })}
            items={[
              {
                label: i18n._({ id: 'admin.testimonials.pending', message: 'Pending' }),
                value: counts.pending,
                tone: 'orange',
              },
              {
                label: i18n._({ id: 'admin.testimonials.approved', message: 'Approved' }),
                value: counts.approved,
                tone: 'green',
              },
              {
                label: i18n._({ id: 'admin.testimonials.featured', message: 'Featured' }),
                value: counts.featured,
                tone: 'gold',
              },
            ]}
          />
          <WrappingTabs
            activeKey={status}
            onChange={(key) => setStatus(key as Shown)}
            items={[
              {
                key: 'pending',
                label: i18n._({
                  id: 'admin.testimonials.pendingTab',
                  message: 'Pending Approval ({count})',
                  values: { count: counts.pending },
                }),
                children: pane(
                  'pending',
                  i18n._({
                    id: 'admin.testimonials.noPending',
                    message: 'No testimonials are waiting for approval.',
                  }),
                ),
              },
              {
                key: 'approved',
                label: i18n._({
                  id: 'admin.testimonials.approvedTab',
                  message: 'Approved & Live ({count})',
                  values: { count: counts.approved },
                }),
                children: pane(
                  'approved',
                  i18n._({
                    id: 'admin.testimonials.noApproved',
                    message: 'No approved testimonials yet.',
                  }),
                ),
              },
            ]}
          />
        </>
      )}
    >
      <TestimonialViewDialog
        testimonial={viewing}
        onClose={() => setViewing(null)}
        {...(viewing ? handlersFor(viewing) : noHandlers)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={i18n._({ id: 'admin.testimonials.deleteTitle', message: 'Delete Testimonial' })}
        text={i18n._({
          id: 'admin.testimonials.deleteText',
          message:
            'Are you sure you want to delete this testimonial? This action cannot be undone.',
        })}
        pending={remove.isPending}
        onConfirm={() => deleting && confirmDelete(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </TabSection>
  );
}

const noop = () => undefined;
const noHandlers: TestimonialActionHandlers = {
  pending: false,
  onApprove: noop,
  onReject: noop,
  onToggleFeatured: noop,
  onDelete: noop,
};
