import { CounselingRequest } from './counseling-request.entity';
import { CounselingResponse } from './counseling-response.entity';

/** The entities of the counseling module (the schema list in database/entities.ts spreads these). */
export const COUNSELING_ENTITIES = [CounselingRequest, CounselingResponse];
