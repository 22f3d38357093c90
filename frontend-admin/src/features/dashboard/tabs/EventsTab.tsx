export { EventsTab } from '../../events/components/EventsTab';
