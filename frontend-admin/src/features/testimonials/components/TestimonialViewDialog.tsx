import { Button, Modal } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
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
  const { i18n } = useLingui();
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
            <Button onClick={onClose}>
              {i18n._({ id: 'admin.action.close', message: 'Close' })}
            </Button>
          </div>
        )
      }
    >
      {testimonial && (
        <>
          <TestimonialTags testimonial={testimonial} />
          <dl className="admin-facts admin-facts--wide">
            <dt>{i18n._({ id: 'admin.testimonials.author', message: 'Author' })}</dt>
            <dd>{authorLabel(testimonial)}</dd>
            <dt>{i18n._({ id: 'admin.registrations.email', message: 'Email' })}</dt>
            <dd>
              <a href={`mailto:${testimonial.email}`}>{testimonial.email}</a>
            </dd>
            <dt>{i18n._({ id: 'admin.testimonials.submitted', message: 'Submitted' })}</dt>
            <dd>{formatDateTime(testimonial.submittedAt)}</dd>
            {testimonial.approvedAt && (
              <>
                <dt>{i18n._({ id: 'admin.testimonials.approved', message: 'Approved' })}</dt>
                <dd>
                  {testimonial.approvedBy
                    ? i18n._({
                        id: 'admin.testimonials.approvedBy',
                        message: '{when} by {who}',
                        values: {
                          when: formatDateTime(testimonial.approvedAt),
                          who: testimonial.approvedBy,
                        },
                      })
                    : formatDateTime(testimonial.approvedAt)}
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
