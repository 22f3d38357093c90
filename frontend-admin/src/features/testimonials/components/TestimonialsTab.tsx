import { useState } from 'react';
import { Empty, Tabs } from 'antd';
import type { AdminTestimonialDto } from '../../../shared/api-types';
import { ConfirmDialog } from '../../../shared/ConfirmDialog';
import { notifyError, notifySuccess } from '../../../shared/notify';
import { PagedGrid } from '../../../shared/PagedGrid';
import { SummaryCards } from '../../../shared/SummaryCards';
import { TabSection } from '../../../shared/TabSection';
import {
  useAdminTestimonials,
  useDeleteTestimonial,
  useUpdateTestimonial,
  type TestimonialChange,
} from '../hooks/use-testimonials';
import type { TestimonialActionHandlers } from './TestimonialActions';
import { TestimonialCard } from './TestimonialCard';
import { TestimonialViewDialog } from './TestimonialViewDialog';

/** Spec §2 "Admin: Manage Testimonials". */
export function TestimonialsTab() {
  const testimonials = useAdminTestimonials();
  const update = useUpdateTestimonial();
  const remove = useDeleteTestimonial();
  const [viewingId, setViewingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminTestimonialDto | null>(null);
  const viewing = testimonials.data?.find((item) => item.id === viewingId) ?? null;

  const change = (input: TestimonialChange, done: string) =>
    update.mutate(input, {
      onSuccess: () => notifySuccess('Success', done),
      onError: () => notifyError('Failed to update testimonial'),
    });

  const handlersFor = (testimonial: AdminTestimonialDto): TestimonialActionHandlers => ({
    pending:
      (update.isPending && update.variables.id === testimonial.id) ||
      (remove.isPending && remove.variables === testimonial.id),
    onApprove: () => change({ id: testimonial.id, status: 'approved' }, 'Testimonial approved'),
    onReject: () => change({ id: testimonial.id, status: 'rejected' }, 'Testimonial rejected'),
    onToggleFeatured: () =>
      change(
        { id: testimonial.id, isFeatured: !testimonial.isFeatured },
        testimonial.isFeatured ? 'Testimonial unfeatured' : 'Testimonial featured',
      ),
    onDelete: () => setDeleting(testimonial),
  });

  const confirmDelete = (testimonial: AdminTestimonialDto) =>
    remove.mutate(testimonial.id, {
      onSuccess: () => {
        notifySuccess('Success', 'Testimonial deleted');
        setDeleting(null);
        if (viewingId === testimonial.id) setViewingId(null);
      },
      onError: () => notifyError('Failed to delete testimonial'),
    });

  const grid = (list: AdminTestimonialDto[], empty: string) =>
    list.length === 0 ? (
      <Empty description={empty} />
    ) : (
      <PagedGrid
        items={list}
        noun="testimonials"
        itemKey={(item) => item.id}
        renderItem={(testimonial) => (
          <TestimonialCard
            testimonial={testimonial}
            onView={() => setViewingId(testimonial.id)}
            {...handlersFor(testimonial)}
          />
        )}
      />
    );

  return (
    <TabSection
      title="Manage Testimonials"
      description="Review stories before they appear on the community page."
      query={testimonials}
      loadingText="Loading testimonials..."
      render={(list) => {
        const pending = list.filter((item) => item.status === 'pending');
        const approved = list.filter((item) => item.status === 'approved');
        const featured = approved.filter((item) => item.isFeatured);
        return (
          <>
            <SummaryCards
              label="Testimonial counts"
              items={[
                { label: 'Pending', value: pending.length, tone: 'orange' },
                { label: 'Approved', value: approved.length, tone: 'green' },
                { label: 'Featured', value: featured.length, tone: 'gold' },
              ]}
            />
            <Tabs
              defaultActiveKey="pending"
              items={[
                {
                  key: 'pending',
                  label: `Pending Approval (${pending.length})`,
                  children: grid(pending, 'No testimonials are waiting for approval.'),
                },
                {
                  key: 'approved',
                  label: `Approved & Live (${approved.length})`,
                  children: grid(approved, 'No approved testimonials yet.'),
                },
              ]}
            />
          </>
        );
      }}
    >
      <TestimonialViewDialog
        testimonial={viewing}
        onClose={() => setViewingId(null)}
        {...(viewing ? handlersFor(viewing) : noHandlers)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Testimonial"
        text="Are you sure you want to delete this testimonial? This action cannot be undone."
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
