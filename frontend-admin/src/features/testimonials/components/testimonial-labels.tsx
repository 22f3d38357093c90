import { Tag } from 'antd';
import type { AdminTestimonialDto } from '../../../shared/api-types';

const STATUS_COLOR = { pending: 'orange', approved: 'green', rejected: 'red' } as const;
const STATUS_LABEL = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

export function TestimonialTags({ testimonial }: { testimonial: AdminTestimonialDto }) {
  return (
    <span>
      <Tag color={STATUS_COLOR[testimonial.status]}>{STATUS_LABEL[testimonial.status]}</Tag>
      {testimonial.isFeatured && <Tag color="gold">Featured</Tag>}
      <Tag>{testimonial.category}</Tag>
    </span>
  );
}

/** The author as submitted, marked when the story is published anonymously. */
export function authorLabel(testimonial: AdminTestimonialDto): string {
  const name = testimonial.name.trim() || 'Unnamed';
  return testimonial.isAnonymous ? `${name} (shown as Anonymous)` : name;
}
