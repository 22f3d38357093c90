/**
 * Temporary, for the email module only: its welcome mail still imports the subscriber entity from
 * where it lived before content was split into modules. The newsletter module owns it now; delete this
 * file once email no longer imports it from here.
 */
export { Subscriber } from '../../newsletter/entities/subscriber.entity';
