import {
  DELIVERY_BATCH,
  deliveryBatchJob,
  deliveryBatchOf,
  deliveryRangeOfJobId,
  earlierDeliveryOfJobId,
} from './email.constants';

describe('campaign delivery job ids', () => {
  const campaign = { id: 7, jobKey: '0b9e5f34-7c1d-4a53-9a43-2f4d2b1c9e10' };

  it('names a batch by its first and last delivery id, under the campaign and its key', () => {
    expect(deliveryBatchOf(149)).toBe(100);
    expect(deliveryBatchOf(150)).toBe(150);
    const job = deliveryBatchJob(campaign, 150);
    expect(job).toEqual({
      jobId: `7-${campaign.jobKey}-150-${150 + DELIVERY_BATCH - 1}`,
      data: { campaignId: 7, firstId: 150, lastId: 150 + DELIVERY_BATCH - 1 },
    });
    expect(job.jobId).not.toContain(':');
  });

  it('reads the deliveries a job covers from its id, also for a job of one delivery', () => {
    expect(deliveryRangeOfJobId(campaign, deliveryBatchJob(campaign, 150).jobId)).toEqual({
      firstId: 150,
      lastId: 199,
    });
    // An earlier version's job of one delivery: `<id>-<key>-<deliveryId>`.
    expect(deliveryRangeOfJobId(campaign, `7-${campaign.jobKey}-163`)).toEqual({
      firstId: 163,
      lastId: 163,
    });
  });

  it("refuses the ids of another campaign's jobs, or of the same id's earlier life", () => {
    const earlier = { id: 7, jobKey: 'f00dfeed-0000-4000-8000-000000000000' };
    expect(deliveryRangeOfJobId(campaign, deliveryBatchJob(earlier, 150).jobId)).toBeNull();
    expect(
      deliveryRangeOfJobId(campaign, deliveryBatchJob({ id: 71, jobKey: null }, 150).jobId),
    ).toBeNull();
    expect(deliveryRangeOfJobId(campaign, 'dispatch-7')).toBeNull();
    // Campaigns older than the random key: `<id>-<first>-<last>`.
    expect(deliveryRangeOfJobId({ id: 7, jobKey: null }, '7-150-199')).toEqual({
      firstId: 150,
      lastId: 199,
    });
    expect(
      deliveryRangeOfJobId({ id: 7, jobKey: null }, `7-${campaign.jobKey}-150-199`),
    ).toBeNull();
  });

  it("tells an earlier version's single-delivery job of the campaign from a batch job", () => {
    expect(earlierDeliveryOfJobId(campaign, `7-${campaign.jobKey}-163`)).toBe(163);
    expect(earlierDeliveryOfJobId(campaign, deliveryBatchJob(campaign, 150).jobId)).toBeNull();
    expect(earlierDeliveryOfJobId(campaign, `71-${campaign.jobKey}-163`)).toBeNull();
    expect(earlierDeliveryOfJobId({ id: 7, jobKey: null }, '7-163')).toBe(163);
    expect(earlierDeliveryOfJobId({ id: 7, jobKey: null }, `7-${campaign.jobKey}-163`)).toBeNull();
  });
});
