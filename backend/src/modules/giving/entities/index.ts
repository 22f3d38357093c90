import { Gift } from './gift.entity';
import { GivingCheckout } from './giving-checkout.entity';
import { GivingFund } from './giving-fund.entity';
import { GivingMail } from './giving-mail.entity';
import { GivingSettings } from './giving-settings.entity';
import { GivingSubscription } from './giving-subscription.entity';
import { StripeEventRecord } from './stripe-event.entity';

/** The entities of the giving module, for its `TypeOrmModule.forFeature`. */
export const GIVING_ENTITIES = [
  GivingSettings,
  GivingFund,
  Gift,
  GivingCheckout,
  GivingSubscription,
  StripeEventRecord,
  GivingMail,
];
