/**
 * The drafts of the share and counseling forms belong to the member signed in: they survive a
 * session that ends mid-story (the member logs in again and finds the text), start with what the
 * page knows of the member, and are emptied for someone else.
 */
export interface ContactDraft {
  name: string;
  email: string;
}

/** Fills the name and e-mail a member has not typed yet with what we know about them. */
export function withContact<T extends ContactDraft>(draft: T, contact: ContactDraft): T {
  if ((draft.name || !contact.name) && (draft.email || !contact.email)) {
    return draft;
  }
  return { ...draft, name: draft.name || contact.name, email: draft.email || contact.email };
}

/** The draft answered at the account's address (unchanged when it is already, or still unknown). */
export function withAccountEmail<T extends ContactDraft>(draft: T, email: string): T {
  return email && draft.email !== email ? { ...draft, email } : draft;
}

/** After a draft was sent: an empty one, still signed with the name and e-mail just used. */
export function nextDraft<T extends ContactDraft>(empty: T, sent: ContactDraft): T {
  return { ...empty, name: sent.name, email: sent.email };
}

/**
 * Whose drafts the page holds, as a member's session comes and goes: `owner` is the member they were
 * written for (null before anyone), `member` the one signed in now (null while logged out or loading).
 * Returns the next owner, and whether the drafts must be emptied first.
 */
export function draftOwnership(
  owner: string | null,
  member: string | null,
): { owner: string | null; empty: boolean } {
  if (!member) return { owner, empty: false };
  return { owner: member, empty: owner !== null && owner !== member };
}
