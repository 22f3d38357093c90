/**
 * Temporary, for queue/queues.ts only: it still imports the queue name from where it lived before
 * content was split into modules. The youtube module owns it now; delete this file once queues.ts no
 * longer imports it from here.
 */
export { CONTENT_QUEUE } from '../youtube/youtube.constants';
