import { CounselingMessages } from './counseling.constants';

/**
 * The counseling route's answer (a 2xx body's `message`), in the caller's language
 * (common/http/answer-language.interceptor.ts); listed here so that the server catalogues hold it.
 */
export const CounselingAnswers = { submitted: CounselingMessages.submitted } as const;
