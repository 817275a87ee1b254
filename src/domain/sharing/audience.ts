/**
 * Who can see a collection, in the words every sharing switch shows (docs/product.md "Sharing",
 * decision 027): its public page, swap matches and swap circles, each said as it stands, so no
 * switch says "nobody" while another way of seeing the collection is on.
 */
export interface Audience {
  /** Its public trade list is on. */
  isPublic: boolean;
  /** Opted in to swap matches (decision 010). */
  findable: boolean;
  /** Matched only inside its owner's swap circles, never public (decision 020). */
  circleOnly: boolean;
  /** Archived: never matched, but its public page still works (docs/product.md "Screens"). */
  isArchived: boolean;
}

export const PUBLIC_PAGE_ON =
  /*i18n*/ 'Public page on: anyone with the link can see its needs and spares.';
export const PUBLIC_PAGE_OFF =
  /*i18n*/ 'Public page off: the link shows “Collection Not Found”. Copying the link turns it on.';
export const PUBLIC_PAGE_CIRCLES_ONLY =
  /*i18n*/ 'No public page: this collection is for your swap circles only.';

/** What the public page shows, and to whom. */
export function describePublicPage(audience: Pick<Audience, 'isPublic' | 'circleOnly'>): string {
  if (audience.circleOnly) return PUBLIC_PAGE_CIRCLES_ONLY;
  return audience.isPublic ? PUBLIC_PAGE_ON : PUBLIC_PAGE_OFF;
}

/** Who can find it in swap matches. */
export function describeMatches(
  audience: Pick<Audience, 'findable' | 'circleOnly' | 'isArchived'>,
): string {
  if (audience.isArchived) return /*i18n*/ 'Swap matches: off while it is archived.';
  if (!audience.findable)
    return /*i18n*/ 'Swap matches: off, so other collectors can’t find it there.';
  return audience.circleOnly
    ? /*i18n*/ 'Swap matches: members of your swap circles who collect this album can find it.'
    : /*i18n*/ 'Swap matches: other collectors of this album can find it (your username and sticker numbers only).';
}

/** Everything at once: the public page, then swap matches. */
export function describeAudience(audience: Audience): string {
  return `${describePublicPage(audience)} ${describeMatches(audience)}`;
}

/**
 * How whoever is about to be shown a collection stands to its owner: the owner, a collector who
 * shares an open swap circle with the owner, any other signed-in collector, or a visitor with no
 * account (the public page).
 */
export type Onlooker = 'owner' | 'circle-mate' | 'stranger' | 'visitor';

/**
 * The one rule for showing a collection — its owner's username with its needs or spares — to
 * anyone (decision 030): a circle-only collection is shown to its owner and to collectors who
 * share an open swap circle with the owner, and to nobody else, whatever the path (public page,
 * swap matches, proposing a swap, trade codes, "They scanned you", notifications, exports).
 * Every other gate (sharing on, findable, active) narrows what this allows and never widens it.
 * `src/server/db/visibility.ts` is its only adapter: it finds the onlooker, and says the same
 * rule in SQL for the queries that filter many collections at once.
 */
export function mayShowCollection(
  audience: Pick<Audience, 'circleOnly'>,
  onlooker: Onlooker,
): boolean {
  if (onlooker === 'owner') return true;
  return !audience.circleOnly || onlooker === 'circle-mate';
}
