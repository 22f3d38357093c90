export { TestimonialsTab } from '../../testimonials/components/TestimonialsTab';
