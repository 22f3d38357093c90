import { Injectable } from '@nestjs/common';

/**
 * A signed-in user account as routes see it (`@CurrentUser()`): what the core and every feature may
 * read of it. The Auth module's User entity satisfies it; the password hash is not part of it.
 */
export interface SignedInUser {
  id: number;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  isAdmin: boolean;
  createdAt: Date;
}

/** Finds the user account a session names (the Auth module provides it). */
export type StaffLookup = (id: number) => Promise<SignedInUser | null>;
/** Whether the community member a session names still exists (the Community module provides it). */
export type MemberLookup = (id: number) => Promise<boolean>;

/**
 * The core's register of who may be signed in: the feature that owns user accounts and the one that
 * owns community members each provide their lookup, so the access guard (and the API docs' admin
 * check) can resolve a session without knowing either feature.
 */
@Injectable()
export class PrincipalLookups {
  private staff?: StaffLookup;
  private members?: MemberLookup;

  provideStaff(lookup: StaffLookup): void {
    this.staff = lookup;
  }

  provideMembers(lookup: MemberLookup): void {
    this.members = lookup;
  }

  findStaff(id: number): Promise<SignedInUser | null> {
    if (!this.staff) throw new Error('No module provides the lookup of user accounts');
    return this.staff(id);
  }

  memberExists(id: number): Promise<boolean> {
    if (!this.members) throw new Error('No module provides the lookup of community members');
    return this.members(id);
  }
}
