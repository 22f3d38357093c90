import { Injectable } from '@nestjs/common';

/** One feature's part of a member's data export: a name and what it holds of the member. */
export type MemberDataSection = (member: { id: number; email: string }) => Promise<unknown>;

/**
 * The register of what other features hold of a member (event registrations, for one), so "Download
 * my data" holds it without the community module knowing each feature. Features add their section.
 */
@Injectable()
export class MemberDataSections {
  private readonly sections = new Map<string, MemberDataSection>();

  add(name: string, section: MemberDataSection): void {
    this.sections.set(name, section);
  }

  async collect(member: { id: number; email: string }): Promise<Record<string, unknown>> {
    const entries = await Promise.all(
      [...this.sections].map(async ([name, section]) => [name, await section(member)] as const),
    );
    return Object.fromEntries(entries);
  }
}
