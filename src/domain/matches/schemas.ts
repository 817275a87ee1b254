import { z } from 'zod';
import { specialRatioSchema } from '../catalogue/specials';
import { collectionSchema } from '../collection/collection';
import { storableText } from '../text';

/** Body of `PATCH /api/collections/:id/matching`, e.g. `{ "findable": true }`. */
export const collectionMatchingSchema = z.object({
  findable: z.boolean({ error: /*i18n*/ 'findable must be true or false' }),
});
export type CollectionMatching = z.infer<typeof collectionMatchingSchema>;

/** `PATCH /api/collections/:id/matching` → the collection, with whether it can be found. */
export const matchingCollectionSchema = z.object({
  ...collectionSchema.shape,
  findable: z.boolean(),
});
export type MatchingCollection = z.infer<typeof matchingCollectionSchema>;

/** Collectors idle for longer than this are not offered as matches (decision 010). */
export const MATCH_IDLE_DAYS = 30;

/** The most matches one request lists. */
export const MAX_MATCHES = 20;

/**
 * The most candidates one ranking compares for "Everyone" and "Near me" (decision 035): those
 * with the most stickers to swap either way (`least(spares, needs)`), so a ranking costs the same
 * at 10,000 or 1,000,000 collectors of an album. An album with fewer gets the exact ranking; a
 * circle (at most MAX_CIRCLE_MEMBERS) is always ranked whole. 20,000 rather than 10,000 since
 * the candidates come from an index-only scan (migration 0024): the worst sampled collector kept
 * 95.3% of the exact top 20's swaps at 1,000,000 collectors, against 92.1% with 10,000.
 */
export const MATCH_CANDIDATES = 20_000;

/** Declined and cancelled swaps stay in the list this long after they ended. */
export const ENDED_SWAP_DAYS = 30;

/** The most swaps the matches response lists, newest first. */
export const MAX_LISTED_SWAPS = 50;

/**
 * Another collector of the same album who opted in: only a username and sticker numbers, in
 * album order — never a name, email or id of the user (decisions 010).
 */
export const matchSchema = z.object({
  collectionId: z.number().int(),
  username: z.string(),
  lastActiveAt: z.string(),
  mutual: z.boolean(),
  youGet: z.array(z.string()),
  youGive: z.array(z.string()),
  /**
   * "within 25 km" (the viewer's own radius) only when each collector is within the other's
   * radius (decision 020, issue 31); otherwise null. Never a number or a place.
   */
  distance: z.string().nullable(),
  /**
   * How many different collectors this one finished a swap through matches with, stickers moving
   * both ways, and how many of those reported a problem (decision 031); not a count of swaps.
   */
  swapsDone: z.number().int(),
  swapProblems: z.number().int(),
});
export type Match = z.infer<typeof matchSchema>;

export const swapStatusSchema = z.enum(['proposed', 'agreed', 'declined', 'cancelled', 'done']);
export type SwapStatus = z.infer<typeof swapStatusSchema>;

/** How a side rates a done swap (docs/product.md "Trust"). */
export const swapVerdictSchema = z.enum(['as-agreed', 'problem'], {
  error: /*i18n*/ 'Choose “Arrived as agreed” or “Problem”',
});
export type SwapVerdict = z.infer<typeof swapVerdictSchema>;

/** The words each verdict is shown with, everywhere. */
export const swapVerdictLabels: Record<SwapVerdict, string> = {
  'as-agreed': 'Arrived as agreed',
  problem: 'Problem',
};

/** The longest note a rating may carry, in characters. */
export const SWAP_NOTE_MAX = 280;

/**
 * Body of `POST /api/swaps/:id/rating`, e.g. `{"verdict": "problem", "note": "Two never came"}`.
 * The note is optional; surrounding spaces are dropped and a blank one is no note.
 */
export const swapRatingInputSchema = z.object({
  verdict: swapVerdictSchema,
  note: z
    .string({ error: /*i18n*/ 'Note must be text' })
    .trim()
    .pipe(storableText({ max: SWAP_NOTE_MAX, label: /*i18n*/ 'Note' }))
    .nullish()
    .transform((note) => (note ? note : null)),
});
export type SwapRatingInput = z.input<typeof swapRatingInputSchema>;

/** A side's own rating of a swap. */
export const swapRatingSchema = z.object({
  verdict: swapVerdictSchema,
  note: z.string().nullable(),
  ratedAt: z.string(),
});
export type SwapRating = z.infer<typeof swapRatingSchema>;

/** A swap seen from one side: what I give and get, and who has finished it. */
export const swapSchema = z.object({
  id: z.number().int(),
  role: z.enum(['proposer', 'partner']),
  partnerUsername: z.string(),
  status: swapStatusSchema,
  iGive: z.array(z.string()),
  iGet: z.array(z.string()),
  myDone: z.boolean(),
  theirDone: z.boolean(),
  createdAt: z.string(),
  /** Why it ended when neither side chose to, e.g. the other collector deleted the collection. */
  endedReason: z.string().nullable(),
  /** My rating of it, once it is done and I have rated it; the other side's is never shown. */
  myRating: swapRatingSchema.nullable(),
});
export type Swap = z.infer<typeof swapSchema>;

/** `GET /api/collections/:id/matches`. */
export const matchesResponseSchema = z.object({
  findable: z.boolean(),
  /** Matched only inside my swap circles (decision 020). */
  circleOnly: z.boolean(),
  matches: z.array(matchSchema),
  swaps: z.array(swapSchema),
});
export type MatchesResponse = z.infer<typeof matchesResponseSchema>;

/**
 * Body of `POST /api/collections/:id/matches/:otherId/swap` (optional; `{}` or no body is one
 * for one): `specialRatio` says how many normal stickers one of the album's specials is worth,
 * 1..10 (decision 021), e.g. `{ "specialRatio": 3 }`.
 */
export const prepareSwapSchema = z
  .object({ specialRatio: z.optional(specialRatioSchema) })
  .nullish();
export type PrepareSwapInput = z.infer<typeof prepareSwapSchema>;

/** `POST /api/collections/:id/matches/:otherId/swap` → 201: the swap and a message to send. */
export const preparedSwapSchema = z.object({ swap: swapSchema, message: z.string() });
export type PreparedSwap = z.infer<typeof preparedSwapSchema>;

/**
 * `GET /api/admin/swap-problems`: one "Problem" rating, as the admin reads it. Usernames are the
 * ones kept on the swap, so a report outlives a deleted account.
 */
export const swapProblemSchema = z.object({
  swapId: z.number().int(),
  albumTitle: z.string(),
  reportedBy: z.string(),
  about: z.string(),
  note: z.string().nullable(),
  reportedAt: z.string(),
});
export type SwapProblem = z.infer<typeof swapProblemSchema>;

/** The most reported problems the admin list shows, newest first. */
export const MAX_LISTED_PROBLEMS = 100;
