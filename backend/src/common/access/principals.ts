import { Injectable } from '@nestjs/common';
import type { StaffRole } from './permissions';

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
  /** True for any active staff account (it opens the dashboard); what it may do there is `role`'s. */
  isAdmin: boolean;
  /** The staff role of an active staff account; null for any other account. */
  role: StaffRole | null;
  createdAt: Date;
}

/** Finds the user account a session names (the Auth module provides it); null when deactivated. */
export type StaffLookup = (id: number) => Promise<SignedInUser | null>;
/** A signed-in community member as routes see it (`@CurrentMember()`): the account's id and address. */
export interface SignedInMember {
  id: number;
  /** The account's address now: what a member's own request is answered at. */
  email: string;
  /** The language of the member's mail (BCP 47), as My account holds it. */
  language?: string;
}

/** The community member a session names, or null when deleted (the Community module provides it). */
export type MemberLookup = (id: number) => Promise<SignedInMember | null>;

/** How long a user account's session lasts: since its last request (idle), and since sign-in. */
export interface StaffSessionLimits {
  idleMs: number;
  absoluteMs: number;
}
/** The limits in force (the Settings module provides them; they may change at any time). */
export type StaffSessionLimitsLookup = () => StaffSessionLimits;

/**
 * The settings' defaults (`staffIdleMinutes`, `staffSessionHours`): 2 hours idle, 12 hours in all.
 */
export const DEFAULT_STAFF_SESSION_LIMITS: StaffSessionLimits = {
  idleMs: 2 * 3600_000,
  absoluteMs: 12 * 3600_000,
};

/**
 * The core's register of who may be signed in: the feature that owns user accounts and the one that
 * owns community members each provide their lookup, so the access guard (and the API docs' admin
 * check) can resolve a session without knowing either feature.
 */
@Injectable()
export class PrincipalLookups {
  private staff?: StaffLookup;
  private members?: MemberLookup;
  private sessionLimits: StaffSessionLimitsLookup = () => DEFAULT_STAFF_SESSION_LIMITS;

  provideStaff(lookup: StaffLookup): void {
    this.staff = lookup;
  }

  provideMembers(lookup: MemberLookup): void {
    this.members = lookup;
  }

  provideStaffSessionLimits(lookup: StaffSessionLimitsLookup): void {
    this.sessionLimits = lookup;
  }

  staffSessionLimits(): StaffSessionLimits {
    return this.sessionLimits();
  }

  findStaff(id: number): Promise<SignedInUser | null> {
    if (!this.staff) throw new Error('No module provides the lookup of user accounts');
    return this.staff(id);
  }

  findMember(id: number): Promise<SignedInMember | null> {
    if (!this.members) throw new Error('No module provides the lookup of community members');
    return this.members(id);
  }
}
