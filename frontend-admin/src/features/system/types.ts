import type { Schema } from '@ministry/api-client';

/** The queue endpoints' shapes, generated from the backend's OpenAPI document. */
export type QueueSummaryDto = Schema<'QueueSummaryDto'>;
export type FailedJobDto = Schema<'FailedJobDto'>;
export type FailedJobsPageDto = Schema<'FailedJobsPageDto'>;
export type RetryResultDto = Schema<'RetryResultDto'>;
