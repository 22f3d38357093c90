import { Tag } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { AdminTestimonialDto } from '../../../shared/api-types';
import { i18n } from '../../../i18n/i18n';

const STATUS_COLOR = { pending: 'orange', approved: 'green', rejected: 'red' } as const;
const STATUS_LABEL = {
  pending: /*i18n*/ { id: 'admin.testimonials.pending', message: 'Pending' },
  approved: /*i18n*/ { id: 'admin.testimonials.approved', message: 'Approved' },
  rejected: /*i18n*/ { id: 'admin.testimonials.rejected', message: 'Rejected' },
} as const;

export function TestimonialTags({ testimonial }: { testimonial: AdminTestimonialDto }) {
  const { i18n } = useLingui();
  return (
    <span>
      <Tag color={STATUS_COLOR[testimonial.status]}>{i18n._(STATUS_LABEL[testimonial.status])}</Tag>
      {testimonial.isFeatured && (
        <Tag color="gold">{i18n._({ id: 'admin.testimonials.featured', message: 'Featured' })}</Tag>
      )}
      <Tag>{testimonial.category}</Tag>
    </span>
  );
}

/** The author as submitted, marked when the story is published anonymously. */
export function authorLabel(testimonial: AdminTestimonialDto): string {
  const name =
    testimonial.name.trim() || i18n._({ id: 'admin.testimonials.unnamed', message: 'Unnamed' });
  return testimonial.isAnonymous
    ? i18n._({
        id: 'admin.testimonials.anonymous',
        message: '{name} (shown as Anonymous)',
        values: { name },
      })
    : name;
}
