import { Injectable } from '@nestjs/common';
import type { DonorDetailDto, DonorDto, DonorListQueryDto, DonorsPageDto } from './dto/giving.dto';
import { DonorNotFoundError } from './giving.errors';
import { GivingRepository, type DonorRow } from './giving.repository';
import { toGiftDto } from './giving.service';
import { donorReference } from './donor-reference';
import { recurringDto } from './my-giving.service';

const donorDto = (row: DonorRow): DonorDto => ({
  id: donorReference(row.emailKey),
  name: row.name ?? '',
  email: row.email,
  gifts: row.gifts,
  given: row.given,
  firstGiftAt: new Date(row.firstGiftAt).toISOString(),
  lastGiftAt: new Date(row.lastGiftAt).toISOString(),
  activeRecurring: row.activeRecurring,
});

/**
 * Finance's donors (docs/architecture.md, "Giving"): everyone who gave with one address, the latest
 * to give first, and one donor opened with every gift and recurring gift (the controller audits the
 * opening). A donor is named by a digest of the address, so no address is in a URL or the audit.
 */
@Injectable()
export class GivingDonorsService {
  constructor(private readonly repo: GivingRepository) {}

  async donors(query: DonorListQueryDto): Promise<DonorsPageDto> {
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 25;
    const { items, total } = await this.repo.donorsPage(
      query.search?.trim() || undefined,
      page,
      pageSize,
    );
    return { items: items.map(donorDto), total, page, pageSize };
  }

  async donor(reference: string): Promise<DonorDetailDto> {
    const row = /^[0-9a-f]{40}$/.test(reference)
      ? await this.repo.donorByReference(reference)
      : null;
    if (!row) throw new DonorNotFoundError();
    const [gifts, recurring] = await Promise.all([
      this.repo.allDonorGifts(row.emailKey),
      this.repo.donorSubscriptions(row.emailKey),
    ]);
    return {
      ...donorDto(row),
      giftList: gifts.map(toGiftDto),
      recurring: recurring.map(recurringDto),
    };
  }
}
