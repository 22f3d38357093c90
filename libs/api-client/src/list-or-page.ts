/**
 * The lists that page on request (members, testimonies, counseling requests: docs/api-changelog.md)
 * answer the spec's plain array without `page`/`pageSize` and `{items, total, page, pageSize}` with
 * them; their documented answer is either. These pick the form a call asked for, and fail loudly if
 * the server answered the other.
 */
type ListOrPage = readonly unknown[] | { readonly items: readonly unknown[] };

/** The plain array of a call made without `page` and `pageSize`. */
export function plainList<A extends ListOrPage>(answer: A): Extract<A, readonly unknown[]> {
  if (!Array.isArray(answer)) throw new Error('Expected a list, got a page');
  return answer as unknown as Extract<A, readonly unknown[]>;
}

/** The page of a call made with `page` or `pageSize`. */
export function pageOf<A extends ListOrPage>(answer: A): Exclude<A, readonly unknown[]> {
  if (Array.isArray(answer)) throw new Error('Expected a page, got a list');
  return answer as unknown as Exclude<A, readonly unknown[]>;
}
