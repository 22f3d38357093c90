import { PlaceholderTab } from './PlaceholderTab';

export function TestimonialsTab() {
  return (
    <PlaceholderTab title="Manage Testimonials" text="Testimonial moderation is coming soon." />
  );
}
