import { Button, Card } from 'antd';
import { useLingui } from '@ministry/frontend-kit';
import type { AdminTestimonialDto } from '../../../shared/api-types';
import { formatDate } from '../../../shared/format';
import { TestimonialActions, type TestimonialActionHandlers } from './TestimonialActions';
import { authorLabel, TestimonialTags } from './testimonial-labels';

interface TestimonialCardProps extends TestimonialActionHandlers {
  testimonial: AdminTestimonialDto;
  onView: () => void;
}

export function TestimonialCard({ testimonial, onView, ...handlers }: TestimonialCardProps) {
  const { i18n } = useLingui();
  const titleId = `testimonial-${testimonial.id}-title`;
  return (
    <Card
      className="admin-card"
      role="article"
      aria-labelledby={titleId}
      data-testid="testimonial-card"
    >
      <div className="admin-card__head">
        <h3 id={titleId} className="admin-card__title">
          {testimonial.title}
        </h3>
        <TestimonialTags testimonial={testimonial} />
      </div>
      <p className="admin-card__meta">
        {authorLabel(testimonial)} · {testimonial.email} · {formatDate(testimonial.submittedAt)}
      </p>
      <p className="admin-card__text admin-card__text--clamp">{testimonial.testimony}</p>
      <div className="admin-card__actions">
        <Button onClick={onView} aria-describedby={titleId}>
          {i18n._({ id: 'admin.testimonials.view', message: 'View' })}
        </Button>
        <TestimonialActions testimonial={testimonial} {...handlers} />
      </div>
    </Card>
  );
}
