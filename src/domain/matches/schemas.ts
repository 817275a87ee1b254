import { z } from 'zod';
import { specialRatioSchema } from '../catalogue/specials';
import { collectionSchema } from '../collection/collection';

/** Body of `PATCH /api/collections/:id/matching`, e.g. `{ "findable": true }`. */
export const collectionMatchingSchema = z.object({
  findable: z.boolean({ error: 'findable must be true or false' }),
});
export type CollectionMatching = z.infer<typeof collectionMatchingSchema>;

/** `PATCH /api/collections/:id/matching` → the collection, with whether it can be found. */
export const matchingCollectionSchema = collectionSchema.extend({ findable: z.boolean() });
export type MatchingCollection = z.infer<typeof matchingCollectionSchema>;

/** Collectors idle for longer than this are not offered as matches (decision 010). */
export const MATCH_IDLE_DAYS = 30;

/** The most matches one request lists. */
export const MAX_MATCHES = 20;

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
  /** "about 12 km away" when both collectors set an area (decision 020); never a place. */
  distance: z.string().nullable(),
});
export type Match = z.infer<typeof matchSchema>;

export const swapStatusSchema = z.enum(['proposed', 'agreed', 'declined', 'cancelled', 'done']);
export type SwapStatus = z.infer<typeof swapStatusSchema>;

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
  .object({ specialRatio: specialRatioSchema.optional() })
  .nullish();
export type PrepareSwapInput = z.infer<typeof prepareSwapSchema>;

/** `POST /api/collections/:id/matches/:otherId/swap` → 201: the swap and a message to send. */
export const preparedSwapSchema = z.object({ swap: swapSchema, message: z.string() });
export type PreparedSwap = z.infer<typeof preparedSwapSchema>;
