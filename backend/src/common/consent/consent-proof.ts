import type { Request } from 'express';
import { clientAddress } from '../http/client-address';

/**
 * The proof of an opt-in: when it was given and from which client address (as Express derives it
 * from TRUST_PROXY). A regulator or a complaint asks exactly this of a list; an address alone proves
 * nothing, since anyone may type anyone's address.
 */
export interface ConsentGiven {
  at: Date;
  /** Null when the request's address was not an IP address (a forwarded header passed on unchecked). */
  clientAddress: string | null;
}

/** The opt-in a request gives now. */
export function consentOf(req: Pick<Request, 'ip'> | undefined): ConsentGiven {
  return { at: new Date(), clientAddress: clientAddress(req) };
}

/** How a data export shows a proof: opt-ins made before proofs were kept are `unknown`. */
export interface ConsentProofExport {
  status: 'recorded' | 'unknown';
  givenAt: Date | null;
  clientAddress: string | null;
}

export function consentExport(at: Date | null, address: string | null): ConsentProofExport {
  return at
    ? { status: 'recorded', givenAt: at, clientAddress: address }
    : { status: 'unknown', givenAt: null, clientAddress: null };
}
