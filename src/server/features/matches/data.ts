import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MATCH_CANDIDATES,
  MAX_LISTED_PROBLEMS,
  MAX_LISTED_SWAPS,
  MAX_MATCHES,
  matchingCollectionSchema,
  swapProblemSchema,
  swapStatusSchema,
  swapVerdictSchema,
  type Match,
  type MatchingCollection,
  type Swap,
  type SwapProblem,
} from '../../../domain/matches/schemas';
import { numbersFromBits } from '../../../domain/matches/swaps';
import { describeSharedReach, type Reach } from '../../../domain/nearby/area';
import { intArrayLiteral } from '../../db/array-literal';
import type { Database } from '../../db/client';
import { MATES_OF, scopeCondition, type MatchScope } from '../../db/match-reach';
import { rowColumns, rowsOf } from '../../db/rows';

const iso = (value: Date | string) => new Date(value).toISOString();

const matchingCollectionRow = matchingCollectionSchema
  .omit({ publicUrl: true })
  .extend({ publicId: z.string() });

/** One of the user's collections as the collections feature answers it, with `findable`. */
export async function findMatchingCollection(
  db: Database,
  userId: number,
  id: number,
): Promise<(Omit<MatchingCollection, 'publicUrl'> & { publicId: string }) | undefined> {
  const result = await db.execute(sql`
    select c.id, c.user_id as "userId", c.template_id as "templateId", c.status,
           c.is_public as "isPublic", c.circle_only as "circleOnly", c.public_id as "publicId",
           c.findable,
           json_build_object('title', t.title, 'totalStickers', t.total_stickers) as template
    from collections c join collection_templates t on t.id = c.template_id
    where c.id = ${id} and c.user_id = ${userId}`);
  return rowsOf(result, matchingCollectionRow)[0];
}

const matchesHeadRow = z.object({ version: z.number(), candidates: z.string() });

/**
 * What a collection's ranked matches depend on, read in one indexed query, so a cached ranking is
 * reused only while it is still right: my collection's version (it changes with every change to
 * my stickers, my opt-in or my status) and how many times the album's candidates changed — a
 * collection joining or leaving them, or any candidate's version bump (its stickers, opt-in,
 * status, area or circles), each counted by the `collections_match_changes` trigger. Reading
 * that count (at most 16 rows per album) costs the same at 1,000 or 1,000,000 candidates, where
 * summing every candidate's version did not (decision 035). Undefined when the collection is
 * missing or someone else's.
 */
export async function findMatchesHead(
  db: Database,
  userId: number,
  id: number,
): Promise<{ version: number; candidates: string } | undefined> {
  const result = await db.execute(sql`
    select c.version,
      case when c.findable and c.status = 'active' then (
        select coalesce(sum(m.changes), 0)::text
        from match_album_changes m where m.template_id = c.template_id)
      else 'none' end as candidates
    from collections c
    where c.id = ${id} and c.user_id = ${userId}`);
  return rowsOf(result, matchesHeadRow)[0];
}

const scopeInputsRow = z.object({
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  radiusKm: z.number().nullable(),
  inCircle: z.boolean(),
});

/**
 * What the matches filter needs about me (decision 020): my rounded area and radius, and
 * whether I am a member of the open circle asked for.
 */
export async function findScopeInputs(
  db: Database,
  userId: number,
  circleId: number | undefined,
): Promise<{
  area: { lat: number; lon: number; radiusKm: number | null } | null;
  inCircle: boolean;
}> {
  const result = await db.execute(sql`
    select u.area_lat as lat, u.area_lon as lon, u.area_radius_km as "radiusKm",
      exists (select 1 from circle_members m join circles ci on ci.id = m.circle_id
              where m.user_id = u.id and m.circle_id = ${circleId ?? 0}
                and ci.closed_at is null) as "inCircle"
    from users u where u.id = ${userId}`);
  const row = rowsOf(result, scopeInputsRow)[0];
  return {
    area:
      row && row.lat !== null && row.lon !== null
        ? { lat: row.lat, lon: row.lon, radiusKm: row.radiusKm }
        : null,
    inCircle: row?.inCircle ?? false,
  };
}

const rankedRow = z.object({
  collectionId: z.number(),
  username: z.string(),
  lastActiveAt: z.string(),
  getBits: z.string(),
  giveBits: z.string(),
  /** The owner's rounded area and radius, read only to say whether both reaches meet (never sent). */
  areaLat: z.number().nullable(),
  areaLon: z.number().nullable(),
  areaRadiusKm: z.number().nullable(),
});

const matchesRow = z.object({
  findable: z.boolean(),
  circleOnly: z.boolean(),
  numbers: z.array(z.string()).nullable(),
  matches: z.array(rankedRow),
});

/**
 * The ranking as one sortable number: mutual first, then the most one-for-one swaps
 * (`least(get, give)`), then the most stickers either way (`get + give`). Each count is at most
 * 10,000 (the largest album), so the parts never overlap.
 */
/**
 * How much a collection could swap at best, whoever asks: the smaller of its spares and needs
 * (decision 035). Written exactly as the partial index `collections_match_potential_idx`
 * (migration 0024) has it, so the best candidates of an album are read from the index in order.
 */
const POTENTIAL = sql`least(bit_count(o.spare_bits), bit_count(o.need_bits))`;

const RANK_KEY = sql`(case when c.get_count > 0 and c.give_count > 0 then 1073741824 else 0 end
  + least(c.get_count, c.give_count) * 32768 + c.get_count + c.give_count)`;

/**
 * The user's collection and its best matches, in ONE query (decisions 010): other findable,
 * active collections of the same album whose owner was active since `activeSince`, with at
 * least one sticker either way; mutual first, then the most one-for-one swaps, then the most
 * stickers, then the most recently active, then the collection id. Undefined when the
 * collection is missing or someone else's.
 *
 * For "Everyone" and "Near me" the candidates are the album's MATCH_CANDIDATES with the most to
 * swap at best (POTENTIAL, read in order from its index), so the cost does not grow with the
 * crowd; below that many the answer is the exact ranking, above it an approximation whose top 20
 * kept 97% of the exact top 20's one-for-one swaps on average at 1,000,000 collectors (95% at
 * worst) on the bench's evenly drawn stickers (decision 035). The potential index carries every
 * column this scan reads (migration 0024), so the candidates come from an index-only scan, not
 * one table read each.
 *
 * Shaped for speed (20,000 candidates in ~10 milliseconds): each AND and bit count is computed
 * once per candidate (`offset 0` keeps the subquery from being inlined), the three count keys
 * are one bigint sorted once, users are looked up only for the top of that order (an incremental
 * sort adds the activity tie-break), and the AND-ed bit strings are built again only for the 20
 * rows listed. My own bits are passed in as fresh values (`|| B''`): a bit string read from a
 * row has a short header, which every one of the 10,000 ANDs would otherwise copy again. Bits of
 * one album always have its length (the refresh function pads them), so the ANDs need no length
 * guard here.
 */
/** A match as the ranking finds it; the trust counts are added per request (findTrustCounts). */
export type RankedMatch = Omit<Match, 'swapsDone' | 'swapProblems'>;

export async function findMatches(
  db: Database,
  params: {
    userId: number;
    collectionId: number;
    activeSince: Date;
    /** Everyone (the default), collectors near me, or one of my circles (decision 020). */
    scope?: MatchScope;
    /** My rounded area and radius, to say whether each match is within both reaches. */
    myReach?: Reach;
    /** How many candidates to rank at most (MATCH_CANDIDATES; tests pass fewer). */
    candidates?: number;
  },
): Promise<{ findable: boolean; circleOnly: boolean; matches: RankedMatch[] } | undefined> {
  const scope = scopeCondition(params.scope ?? { kind: 'everyone' });
  // A circle is small (MAX_CIRCLE_MEMBERS): ranked whole. Otherwise the best candidates only.
  const candidates =
    params.scope?.kind === 'circle' ? undefined : (params.candidates ?? MATCH_CANDIDATES);
  const result = await db.execute(sql`
    select me.findable, me.circle_only as "circleOnly", t.numbers,
      case when me.findable and me.status = 'active' then (
        select coalesce(json_agg(json_build_object(
            'collectionId', o.id, 'username', r.username, 'lastActiveAt', r.last_active_at,
            'getBits', (o.spare_bits & me.need_bits)::text,
            'giveBits', (me.spare_bits & o.need_bits)::text,
            'areaLat', r.area_lat, 'areaLon', r.area_lon, 'areaRadiusKm', r.area_radius_km)
          order by r.rank_key desc, r.last_active_at desc, r.id), '[]'::json)
        from (
          select n.id, u.username, u.last_active_at, u.area_lat, u.area_lon, u.area_radius_km,
                 n.rank_key
          from (
            select c.id, c.user_id, ${RANK_KEY} as rank_key
            from (
              select o.id, o.user_id,
                     bit_count(o.spare_bits & me.need_bits) as get_count,
                     bit_count(me.spare_bits & o.need_bits) as give_count
              from (
                select o.id, o.user_id, o.spare_bits, o.need_bits
                from collections o
                ${scope.needsOwner ? sql`join users u on u.id = o.user_id` : sql``}
                where o.template_id = me.template_id and o.findable and o.status = 'active'
                  and o.user_id <> me.user_id and ${scope.where}
                ${
                  candidates === undefined
                    ? sql`offset 0`
                    : sql`order by ${POTENTIAL} desc, o.id limit ${candidates}`
                }) o
              offset 0) c
            where c.get_count + c.give_count > 0
            order by rank_key desc) n
          cross join lateral (
            select username, last_active_at, area_lat, area_lon, area_radius_km from users
            where id = n.user_id
              and last_active_at >= ${params.activeSince.toISOString()}::timestamptz) u
          order by n.rank_key desc, u.last_active_at desc, n.id
          limit ${MAX_MATCHES}
        ) r join collections o on o.id = r.id)
      else '[]'::json end as matches
    from (
      select c.id, c.user_id, c.template_id, c.findable, c.status, c.circle_only,
             c.need_bits || B'' as need_bits, c.spare_bits || B'' as spare_bits,
             ${MATES_OF(sql`c.user_id`)} as mates
      from collections c
      where c.id = ${params.collectionId} and c.user_id = ${params.userId}
      offset 0) me
    join collection_templates t on t.id = me.template_id`);
  const row = rowsOf(result, matchesRow)[0];
  if (!row) return undefined;
  return {
    findable: row.findable,
    circleOnly: row.circleOnly,
    matches: row.matches.map((m) => {
      const youGet = numbersFromBits(m.getBits, row.numbers);
      const youGive = numbersFromBits(m.giveBits, row.numbers);
      return {
        collectionId: m.collectionId,
        username: m.username,
        lastActiveAt: iso(m.lastActiveAt),
        mutual: youGet.length > 0 && youGive.length > 0,
        youGet,
        youGive,
        distance: describeSharedReach(
          params.myReach ?? null,
          m.areaLat !== null && m.areaLon !== null
            ? { lat: m.areaLat, lon: m.areaLon, radiusKm: m.areaRadiusKm }
            : null,
        ),
      };
    }),
  };
}

const trustCountsRow = z.object({
  id: z.number(),
  swapsDone: z.number(),
  swapProblems: z.number(),
});

/**
 * The swaps done and problems reported of the owners of these collections (at most the 20 listed
 * matches), by collection id: one lookup by primary keys, read fresh on every request rather than
 * kept in the cached ranking, because a rating or a finished swap does not change any collection's
 * version (decision 019). The counters live on users, kept by finishSwap and rateSwap.
 */
export async function findTrustCounts(
  db: Database,
  collectionIds: readonly number[],
): Promise<Map<number, { swapsDone: number; swapProblems: number }>> {
  if (collectionIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select c.id, u.swaps_done as "swapsDone", u.swap_problems as "swapProblems"
    from collections c join users u on u.id = c.user_id
    where c.id = any(${intArrayLiteral([...collectionIds])}::int[])`);
  return new Map(
    rowsOf(result, trustCountsRow).map((row) => [
      row.id,
      { swapsDone: row.swapsDone, swapProblems: row.swapProblems },
    ]),
  );
}

/** A swaps row with both usernames (`swapColumns`), as the queries here and in mutations/ read it. */
const swapRow = z.object({
  id: z.number(),
  templateId: z.number(),
  // A side's ids are null once that side deleted its account or collection; the swap stays.
  proposerId: z.number().nullable(),
  proposerCollectionId: z.number().nullable(),
  partnerId: z.number().nullable(),
  partnerCollectionId: z.number().nullable(),
  proposerGives: z.array(z.string()),
  proposerGets: z.array(z.string()),
  status: swapStatusSchema,
  proposerDone: z.boolean(),
  partnerDone: z.boolean(),
  createdAt: rowColumns.time,
  proposerUsername: z.string(),
  partnerUsername: z.string(),
  endedReason: z.string().nullable(),
  proposerRating: swapVerdictSchema.nullable(),
  proposerRatingNote: z.string().nullable(),
  proposerRatedAt: rowColumns.time.nullable(),
  partnerRating: swapVerdictSchema.nullable(),
  partnerRatingNote: z.string().nullable(),
  partnerRatedAt: rowColumns.time.nullable(),
});
/** A swaps row as the code reads it: a side gone has null ids (`SwapParties`, `SwapSides`). */
export type SwapRow = z.infer<typeof swapRow>;

/** The rows of a `select ${swapColumns} from swaps s …`, checked by `swapRow`. */
export const swapRowsOf = (result: unknown) => rowsOf(result, swapRow);

/** The columns of SwapRow, for `select … from swaps s`. */
export const swapColumns = sql`
  s.id, s.template_id as "templateId", s.proposer_id as "proposerId",
  s.proposer_collection_id as "proposerCollectionId", s.partner_id as "partnerId",
  s.partner_collection_id as "partnerCollectionId", s.proposer_gives as "proposerGives",
  s.proposer_gets as "proposerGets", s.status, s.proposer_done as "proposerDone",
  s.partner_done as "partnerDone", s.created_at as "createdAt",
  s.proposer_username as "proposerUsername", s.partner_username as "partnerUsername",
  s.ended_reason as "endedReason", s.proposer_rating as "proposerRating",
  s.proposer_rating_note as "proposerRatingNote", s.proposer_rated_at as "proposerRatedAt",
  s.partner_rating as "partnerRating", s.partner_rating_note as "partnerRatingNote",
  s.partner_rated_at as "partnerRatedAt"`;

/** A swap as one side sees it: what I give and get, and the other side's username only. */
export function swapAsSeenBy(row: SwapRow, side: 'proposer' | 'partner'): Swap {
  const isProposer = side === 'proposer';
  return {
    id: row.id,
    role: side,
    partnerUsername: isProposer ? row.partnerUsername : row.proposerUsername,
    status: row.status,
    iGive: isProposer ? row.proposerGives : row.proposerGets,
    iGet: isProposer ? row.proposerGets : row.proposerGives,
    myDone: isProposer ? row.proposerDone : row.partnerDone,
    theirDone: isProposer ? row.partnerDone : row.proposerDone,
    createdAt: iso(row.createdAt),
    endedReason: row.endedReason,
    myRating: ratingOf(row, side),
  };
}

/** A side's own rating of the swap, if it gave one. */
function ratingOf(row: SwapRow, side: 'proposer' | 'partner'): Swap['myRating'] {
  const [verdict, note, ratedAt] =
    side === 'proposer'
      ? [row.proposerRating, row.proposerRatingNote, row.proposerRatedAt]
      : [row.partnerRating, row.partnerRatingNote, row.partnerRatedAt];
  return verdict && ratedAt ? { verdict, note, ratedAt: iso(ratedAt) } : null;
}

/**
 * The user's swaps on one of their collections, as either side, newest first; declined and
 * cancelled ones only until `endedSince`.
 */
export async function listSwaps(
  db: Database,
  params: { userId: number; collectionId: number; endedSince: Date },
): Promise<Swap[]> {
  const { userId, collectionId } = params;
  const result = await db.execute(sql`
    select ${swapColumns}
    from swaps s
    where ((s.proposer_collection_id = ${collectionId} and s.proposer_id = ${userId})
        or (s.partner_collection_id = ${collectionId} and s.partner_id = ${userId}))
      and (s.status not in ('declined', 'cancelled')
        or s.updated_at >= ${params.endedSince.toISOString()}::timestamptz)
    order by s.created_at desc, s.id desc
    limit ${MAX_LISTED_SWAPS}`);
  return swapRowsOf(result).map((row) =>
    swapAsSeenBy(
      row,
      row.proposerCollectionId === collectionId && row.proposerId === userId
        ? 'proposer'
        : 'partner',
    ),
  );
}

const swapProblemRow = swapProblemSchema.extend({ reportedAt: rowColumns.time });

/**
 * Every "Problem" rating, newest first, for the admin (docs/product.md "Screens"): the swap, who
 * reported it about whom (the usernames kept on the swap), the album, the note and the date. Each
 * half reads its partial index; a swap both sides called a problem is listed twice.
 */
export async function listSwapProblems(db: Database): Promise<SwapProblem[]> {
  const result = await db.execute(sql`
    select p.swap_id as "swapId", t.title as "albumTitle", p.reported_by as "reportedBy",
           p.about, p.note, p.reported_at as "reportedAt"
    from (
      (select s.id as swap_id, s.template_id, s.proposer_username as reported_by,
              s.partner_username as about, s.proposer_rating_note as note,
              s.proposer_rated_at as reported_at
       from swaps s where s.proposer_rating = 'problem'
       order by s.proposer_rated_at desc limit ${MAX_LISTED_PROBLEMS})
      union all
      (select s.id, s.template_id, s.partner_username, s.proposer_username,
              s.partner_rating_note, s.partner_rated_at
       from swaps s where s.partner_rating = 'problem'
       order by s.partner_rated_at desc limit ${MAX_LISTED_PROBLEMS})
    ) p join collection_templates t on t.id = p.template_id
    order by p.reported_at desc, p.swap_id desc
    limit ${MAX_LISTED_PROBLEMS}`);
  return rowsOf(result, swapProblemRow).map((row) => ({
    ...row,
    reportedAt: iso(row.reportedAt),
  }));
}
