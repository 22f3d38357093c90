import { Button, Modal } from 'antd';
import type { AdminTestimonialDto } from '../../../shared/api-types';
import { formatDateTime } from '../../../shared/format';
import { TestimonialActions, type TestimonialActionHandlers } from './TestimonialActions';
import { authorLabel, TestimonialTags } from './testimonial-labels';

interface TestimonialViewDialogProps extends TestimonialActionHandlers {
  testimonial: AdminTestimonialDto | null;
  onClose: () => void;
}

/** The view modal: the whole story and who sent it, with the actions its status allows. */
export function TestimonialViewDialog({
  testimonial,
  onClose,
  ...handlers
}: TestimonialViewDialogProps) {
  return (
    <Modal
      open={testimonial !== null}
      title={testimonial?.title}
      onCancel={onClose}
      width={640}
      footer={
        testimonial && (
          <div className="admin-dialog-actions">
            <TestimonialActions testimonial={testimonial} {...handlers} />
            <Button onClick={onClose}>Close</Button>
          </div>
        )
      }
    >
      {testimonial && (
        <>
          <TestimonialTags testimonial={testimonial} />
          <dl className="admin-facts admin-facts--wide">
            <dt>Author</dt>
            <dd>{authorLabel(testimonial)}</dd>
            <dt>Email</dt>
            <dd>
              <a href={`mailto:${testimonial.email}`}>{testimonial.email}</a>
            </dd>
            <dt>Submitted</dt>
            <dd>{formatDateTime(testimonial.submittedAt)}</dd>
            {testimonial.approvedAt && (
              <>
                <dt>Approved</dt>
                <dd>
                  {formatDateTime(testimonial.approvedAt)}
                  {testimonial.approvedBy ? ` by ${testimonial.approvedBy}` : ''}
                </dd>
              </>
            )}
          </dl>
          <p className="admin-prose">{testimonial.testimony}</p>
        </>
      )}
    </Modal>
  );
}
