import { Injectable } from '@nestjs/common';
import { ContentChangesService } from '../content-cache/content-changes.service';
import { demoScriptures } from './demo-scriptures';
import type { Scripture } from './entities/scripture.entity';
import {
  CreateScriptureDto,
  ScriptureDto,
  toScriptureResponse,
  toWeeklyScriptureResponse,
  UpdateScriptureDto,
  WeeklyScriptureDto,
} from './scripture.dto';

import { NoWeeklyScriptureError, ScriptureNotFoundError } from './scriptures.errors';
import { ScripturesRepository, ScripturesTransaction } from './scriptures.repository';

@Injectable()
export class ScripturesService {
  constructor(
    private readonly scriptures: ScripturesRepository,
    private readonly changes: ContentChangesService,
  ) {}

  /** The active scripture most recently set to display on home (DESIGN §4); 404 when there is none. */
  async weekly(): Promise<WeeklyScriptureDto> {
    const scripture = await this.shown();
    if (!scripture) throw new NoWeeklyScriptureError();
    return toWeeklyScriptureResponse(scripture);
  }

  /** Each says whether it is the one the home page shows now (several may be set to show). */
  async all(): Promise<ScriptureDto[]> {
    const [rows, shown] = await Promise.all([this.scriptures.all(), this.shown()]);
    return rows.map((row) => toScriptureResponse(row, shown?.id ?? null));
  }

  /** The active scripture most recently set to display on home, if any. */
  private shown(): Promise<Scripture | null> {
    return this.scriptures.shownOnHome();
  }

  async create(input: CreateScriptureDto): Promise<ScriptureDto> {
    const saved = await this.scriptures.insert({
      text: input.text,
      reference: input.reference,
      isActive: input.isActive ?? true,
    });
    return toScriptureResponse(saved, (await this.shown())?.id ?? null);
  }

  async update(id: number, input: UpdateScriptureDto): Promise<ScriptureDto> {
    const scripture = await this.scriptures.findById(id);
    if (!scripture) throw new ScriptureNotFoundError();
    if (input.text !== undefined) scripture.text = input.text;
    if (input.reference !== undefined) scripture.reference = input.reference;
    if (input.isActive !== undefined) scripture.isActive = input.isActive;
    if (input.displayOnHome !== undefined && input.displayOnHome !== scripture.displayOnHome) {
      scripture.displayOnHome = input.displayOnHome;
      scripture.homeDisplaySetAt = input.displayOnHome ? new Date() : null;
    } else if (input.displayOnHome === true) {
      // Setting it again makes it the most recent choice: it becomes the weekly scripture.
      scripture.homeDisplaySetAt = new Date();
    }
    const saved = await this.scriptures.save(scripture);
    await this.changes.publish('scriptures');
    return toScriptureResponse(saved, (await this.shown())?.id ?? null);
  }

  async remove(id: number): Promise<void> {
    if (!(await this.scriptures.delete(id))) throw new ScriptureNotFoundError();
    await this.changes.publish('scriptures');
  }

  /**
   * Adds the demo scriptures when there are none, in the caller's transaction (the site's demo
   * seeding, which records that it ran); with `homeOnly`, only the one shown on the home page. True
   * when it added them.
   */
  seedDemo(manager: ScripturesTransaction, now: Date, { homeOnly = false } = {}): Promise<boolean> {
    const scriptures = demoScriptures(now);
    return this.scriptures.insertIfEmpty(
      manager,
      homeOnly ? scriptures.filter((s) => s.displayOnHome) : scriptures,
    );
  }
}
