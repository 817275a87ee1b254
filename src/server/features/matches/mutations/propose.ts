import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { pendingGets } from '../../../../domain/matches/lifecycle';
import type { Swap } from '../../../../domain/matches/schemas';
import { pickOneForOne, positionsFromBits } from '../../../../domain/matches/swaps';
import {
  DEFAULT_SPECIAL_RATIO,
  specialsSchema,
  specialWeight,
} from '../../../../domain/catalogue/specials';
import { collectionStatusValueSchema } from '../../../../domain/collection/schemas';
import { intArrayLiteral } from '../../../db/array-literal';
import type { Database } from '../../../db/client';
import { writeStickerStates } from '../../../db/sticker-writes';
import { swaps } from '../../../db/schema';
import { recordNotification } from '../../notifications/public';
import { swapAsSeenBy } from '../data';
import { MATES_OF, pairMayMeetSql } from '../../../db/visibility';
import {
  loadStickers,
  promiseCopies,
  readSwap,
  refusable,
  refuse,
  type Refusal,
} from './swap-writes';
import { rowsOf } from '../../../db/rows';

const mySide = z.object({
  status: collectionStatusValueSchema,
  templateId: z.number(),
  findable: z.boolean(),
  title: z.string(),
  proposerUsername: z.string(),
  getBits: z.string().nullable(),
  giveBits: z.string().nullable(),
  numbers: z.array(z.string()).nullable(),
  specials: specialsSchema,
});
/** My collection, with the other one when it still matches (otherwise its columns are null). */
const pairRow = z.union([
  mySide.extend({ otherId: z.number(), partnerId: z.number(), partnerUsername: z.string() }),
  mySide.extend({ otherId: z.null(), partnerId: z.null(), partnerUsername: z.null() }),
]);

export type PreparedSwapResult =
  { ok: true; swap: Swap; albumTitle: string } | ({ ok: false } & Refusal);

/**
 * One click from a match (decisions 010), in one transaction: recheck that the pair still
 * matches, take one for one, make my still-needed gets pending with the partner, promise one
 * copy of each give (guarded, so never twice), store a `proposed` swap.
 */
export async function prepareSwap(
  db: Database,
  params: {
    userId: number;
    collectionId: number;
    otherCollectionId: number;
    activeSince: Date;
    now: Date;
    /** How many normal stickers one of the album's specials is worth (decision 021); default 1. */
    specialRatio?: number;
  },
): Promise<PreparedSwapResult> {
  const { userId, collectionId, otherCollectionId } = params;
  return refusable(() =>
    db.transaction(async (tx) => {
      const pair = rowsOf(
        await tx.execute(sql`
          select me.status, me.template_id as "templateId", me.findable, t.title, t.numbers, t.specials, o.id as "otherId", o.user_id as "partnerId",
                 u.username as "partnerUsername", mu.username as "proposerUsername",
                 (o.spare_bits & me.need_bits)::text as "getBits",
                 (me.spare_bits & o.need_bits)::text as "giveBits"
          from collections me
          join users mu on mu.id = me.user_id
          join collection_templates t on t.id = me.template_id
          left join (collections o join users u on u.id = o.user_id)
            on o.id = ${otherCollectionId} and o.template_id = me.template_id
              and o.findable and o.status = 'active' and o.user_id <> me.user_id
              and u.last_active_at >= ${params.activeSince.toISOString()}::timestamptz
              and length(o.need_bits) = length(me.need_bits)
              and length(o.spare_bits) = length(me.spare_bits)
              and ${pairMayMeetSql(MATES_OF(sql`me.user_id`))}
          where me.id = ${collectionId} and me.user_id = ${userId}`),
        pairRow,
      )[0];
      if (!pair) return refuse({ reason: 'not-found' });
      if (pair.status !== 'active') return refuse({ reason: 'archived' });
      if (!pair.findable || pair.otherId === null) return refuse({ reason: 'no-match' });

      // A special weighs `specialRatio` normal stickers; position n is the album's nth code.
      const ratio = params.specialRatio ?? DEFAULT_SPECIAL_RATIO;
      const weightOfCode = specialWeight(pair.specials, ratio);
      const picked = pickOneForOne(
        positionsFromBits(pair.getBits ?? ''),
        positionsFromBits(pair.giveBits ?? ''),
        ratio === DEFAULT_SPECIAL_RATIO
          ? undefined
          : (position) => weightOfCode(pair.numbers?.[position - 1] ?? String(position)),
      );
      if (picked.get.length + picked.give.length === 0) {
        return refuse({ reason: 'nothing-to-swap' });
      }
      const loaded = await loadStickers(
        tx,
        sql`s.collection_id = ${collectionId}
          and s.position = any(${intArrayLiteral([...picked.get, ...picked.give])}::int[])`,
      );
      const at = (positions: number[]) => {
        const wanted = new Set(positions);
        return loaded.filter((s) => wanted.has(s.position)).sort((a, b) => a.position - b.position);
      };
      const gets = at(picked.get);
      const gives = at(picked.give);
      // Every sticker must still be where the bits said: a get still needed, a give on offer.
      if (gets.length !== picked.get.length || gives.length !== picked.give.length) {
        refuse({ reason: 'changed' });
      }
      const pending = pendingGets(gets, pair.partnerUsername);
      if (pending.length !== gets.length) refuse({ reason: 'changed' });
      if ((await writeStickerStates(tx, pending, sql`and not s.owned`)) !== pending.length) {
        refuse({ reason: 'changed' });
      }
      await promiseCopies(tx, gives);

      const [inserted] = await tx
        .insert(swaps)
        .values({
          templateId: pair.templateId,
          proposerId: userId,
          proposerCollectionId: collectionId,
          partnerId: pair.partnerId,
          partnerCollectionId: pair.otherId,
          proposerUsername: pair.proposerUsername,
          partnerUsername: pair.partnerUsername,
          proposerGives: gives.map((s) => s.number),
          proposerGets: gets.map((s) => s.number),
          status: 'proposed',
          createdAt: params.now,
          updatedAt: params.now,
        })
        .returning({ id: swaps.id });
      const row = await readSwap(tx, inserted!.id);
      // The partner hears of it in the same transaction (decision 018).
      await recordNotification(tx, {
        userId: pair.partnerId,
        type: 'swap-proposed',
        swapId: row.id,
        collectionId: pair.otherId,
        partnerUsername: pair.proposerUsername,
        albumTitle: pair.title,
        gives: row.proposerGets,
        gets: row.proposerGives,
        now: params.now,
      });
      return { ok: true as const, swap: swapAsSeenBy(row, 'proposer'), albumTitle: pair.title };
    }),
  );
}
