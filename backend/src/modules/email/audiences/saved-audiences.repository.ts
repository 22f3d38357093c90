import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { namesFromRows, type AuditTargetNamer } from '../../../common/audit/audit-target-names';
import { SavedAudience } from '../entities/saved-audience.entity';

/** The queries of table email_saved_audiences. */
@Injectable()
export class SavedAudiencesRepository {
  constructor(
    @InjectRepository(SavedAudience) private readonly audiences: Repository<SavedAudience>,
  ) {}

  /** A to Z, as the picker lists them. */
  list(): Promise<SavedAudience[]> {
    return this.audiences.find({ order: { nameKey: 'ASC', id: 'ASC' } });
  }

  findById(id: number): Promise<SavedAudience | null> {
    return this.audiences.findOneBy({ id });
  }

  /** The audit trail's names of saved audiences: their own. */
  auditNamer(): AuditTargetNamer {
    return namesFromRows(this.audiences, (a) => a.name);
  }

  /** A taken name throws PostgreSQL's unique violation (also when two saves race). */
  insert(fields: Pick<SavedAudience, 'name' | 'nameKey' | 'criteria' | 'createdBy'>) {
    return this.audiences.save(this.audiences.create(fields));
  }

  /** Writes the changes; a taken name throws PostgreSQL's unique violation. */
  update(audience: SavedAudience, changes: Partial<SavedAudience>): Promise<SavedAudience> {
    return this.audiences.save(this.audiences.merge(audience, changes));
  }

  /** Whether a row was deleted. */
  async delete(id: number): Promise<boolean> {
    return ((await this.audiences.delete({ id })).affected ?? 0) > 0;
  }
}
