import { Button } from 'antd';
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
  return (
    <>
      {testimonial.status === 'pending' && (
        <>
          <Button type="primary" onClick={onApprove} disabled={pending}>
            Approve
          </Button>
          <Button onClick={onReject} disabled={pending}>
            Reject
          </Button>
        </>
      )}
      {testimonial.status === 'approved' && (
        <Button onClick={onToggleFeatured} disabled={pending}>
          {testimonial.isFeatured ? 'Unfeature' : 'Feature'}
        </Button>
      )}
      <Button danger onClick={onDelete} disabled={pending}>
        Delete
      </Button>
    </>
  );
}
