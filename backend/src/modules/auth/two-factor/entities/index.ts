import { Passkey } from './passkey.entity';
import { RecoveryCode } from './recovery-code.entity';
import { TotpFactor } from './totp-factor.entity';

/** The entities of two-factor sign-in, for its `TypeOrmModule.forFeature`. */
export const TWO_FACTOR_ENTITIES = [TotpFactor, RecoveryCode, Passkey];
