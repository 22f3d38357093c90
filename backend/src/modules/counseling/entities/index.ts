import { CounselingRequest } from './counseling-request.entity';
import { CounselingResponse } from './counseling-response.entity';

/** The entities of the counseling module, for its `TypeOrmModule.forFeature`. */
export const COUNSELING_ENTITIES = [CounselingRequest, CounselingResponse];
