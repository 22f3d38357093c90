import { Button } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { AdminTestimonialDto } from '../../../shared/api-types';

export interface TestimonialActionHandlers {
  /** Disables the buttons while a change to this testimonial is saving. */
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
  onToggleFeatured: () => void;
  onDelete: () => void;
}

/** Spec §2: Approve/Reject only on pending, Feature/Unfeature only on approved, Delete on all. */
export function TestimonialActions({
  testimonial,
  pending,
  onApprove,
  onReject,
  onToggleFeatured,
  onDelete,
}: TestimonialActionHandlers & { testimonial: AdminTestimonialDto }) {
  const { i18n } = useLingui();
  return (
    <>
      {testimonial.status === 'pending' && (
        <>
          <Button type="primary" onClick={onApprove} disabled={pending}>
            {i18n._({ id: 'admin.testimonials.approve', message: 'Approve' })}
          </Button>
          <Button onClick={onReject} disabled={pending}>
            {i18n._({ id: 'admin.testimonials.reject', message: 'Reject' })}
          </Button>
        </>
      )}
      {testimonial.status === 'approved' && (
        <Button onClick={onToggleFeatured} disabled={pending}>
          {testimonial.isFeatured
            ? i18n._({ id: 'admin.testimonials.unfeature', message: 'Unfeature' })
            : i18n._({ id: 'admin.testimonials.feature', message: 'Feature' })}
        </Button>
      )}
      <Button danger onClick={onDelete} disabled={pending}>
        {i18n._({ id: 'admin.action.delete', message: 'Delete' })}
      </Button>
    </>
  );
}
