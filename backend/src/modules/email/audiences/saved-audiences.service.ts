import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../../../database/database-errors';
import { AudienceRepository } from '../campaigns/audience.repository';
import { normalizeCriteria, type TargetCriteria } from '../campaigns/target-criteria';
import type { SaveAudienceDto, UpdateSavedAudienceDto } from '../dto/saved-audience.dto';
import type { SavedAudience } from '../entities/saved-audience.entity';
import { SavedAudienceNameTakenError, SavedAudienceNotFoundError } from './saved-audiences.errors';
import { SavedAudiencesRepository } from './saved-audiences.repository';

/** A saved audience with its criteria read as a campaign reads them. */
export interface SavedAudienceView {
  audience: SavedAudience;
  criteria: TargetCriteria;
}

const view = (audience: SavedAudience): SavedAudienceView => ({
  audience,
  criteria: normalizeCriteria(audience.criteria),
});

/**
 * Target audiences kept under a name. A name is unique whatever its case; the criteria are stored
 * filled in (every choice, 'all' where none), so a saved audience means the same when the defaults of
 * a new campaign change.
 */
@Injectable()
export class SavedAudiencesService {
  constructor(
    private readonly audiences: SavedAudiencesRepository,
    private readonly counts: AudienceRepository,
  ) {}

  async list(): Promise<SavedAudienceView[]> {
    return (await this.audiences.list()).map(view);
  }

  async get(id: number): Promise<SavedAudienceView> {
    const audience = await this.audiences.findById(id);
    if (!audience) throw new SavedAudienceNotFoundError();
    return view(audience);
  }

  async save(input: SaveAudienceDto, createdBy: string): Promise<SavedAudienceView> {
    const criteria = normalizeCriteria({ ...input.criteria });
    try {
      return view(
        await this.audiences.insert({
          name: input.name,
          nameKey: input.name.toLowerCase(),
          criteria: { ...criteria },
          createdBy,
        }),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new SavedAudienceNameTakenError();
      throw error;
    }
  }

  /** Renames it, or replaces its criteria, or both; a field left out is kept. */
  async update(id: number, input: UpdateSavedAudienceDto): Promise<SavedAudienceView> {
    const { audience } = await this.get(id);
    const changes: Partial<SavedAudience> = {};
    if (input.name !== undefined) {
      changes.name = input.name;
      changes.nameKey = input.name.toLowerCase();
    }
    if (input.criteria !== undefined)
      changes.criteria = { ...normalizeCriteria({ ...input.criteria }) };
    try {
      return view(await this.audiences.update(audience, changes));
    } catch (error) {
      if (isUniqueViolation(error)) throw new SavedAudienceNameTakenError();
      throw error;
    }
  }

  async delete(id: number): Promise<void> {
    if (!(await this.audiences.delete(id))) throw new SavedAudienceNotFoundError();
  }

  /** How many distinct addresses it reaches now (the count a campaign's form shows). */
  async count(id: number): Promise<number> {
    const { criteria } = await this.get(id);
    return this.counts.count(criteria);
  }
}
