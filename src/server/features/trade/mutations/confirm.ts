import { sql } from 'drizzle-orm';
import { MAX_STICKER_QUANTITY } from '../../../../domain/sticker/sticker';
import { offeredCopies } from '../../../../domain/sticker/spares';
import { newReceiptId, type InPersonSwapInput } from '../../../../domain/trade/in-person-swap';
import { textArrayLiteral } from '../../../db/array-literal';
import type { Database } from '../../../db/client';
import { inPersonSwaps, type InPersonStickerChange } from '../../../db/schema';
import { lockStickers, toApiSticker, writeStickerStates } from '../../../db/sticker-writes';
import { lockPairOf } from '../../../db/row-locks';
import type { InPersonSwapResult } from './in-person-writes';
import {
  afterGetting,
  afterGiving,
  listedNumbers,
  ownCollection,
  readSwapAsSeen,
  refusable,
  refuse,
  stateOf,
} from './in-person-writes';
import { mirrorCheck, repeatedMirror } from './mirror';
import { linkWithPartner, partnerAccount } from './partner-link';

/**
 * Confirms an in-person swap on my own collection, all or nothing: every give must still have
 * a copy on offer and every code must be in the collection, else nothing changes (409 with the
 * stickers named). Stores each touched sticker's state before and after, for undo.
 */
export async function confirmInPersonSwap(
  db: Database,
  params: { userId: number; collectionId: number; input: InPersonSwapInput; now: Date },
): Promise<InPersonSwapResult> {
  const { userId, collectionId, input, now } = params;
  return refusable(() =>
    db.transaction(async (tx) => {
      const collection = await ownCollection(tx, userId, collectionId);
      const partnerUserId = await partnerAccount(tx, userId, input, now);
      let original: { id: number; linkedSwapId: number | null } | undefined;
      if (input.mirrorOf !== undefined) {
        if (partnerUserId !== null) await lockPairOf(tx, userId, partnerUserId);
        const check = await mirrorCheck(tx, { userId, partnerUserId, input });
        if (check.earlier) return repeatedMirror(tx, userId, check.earlier);
        original = check.original;
      }
      const codes = [...input.give, ...input.get];
      const locked = await lockStickers(
        tx,
        userId,
        sql`s.collection_id = ${collectionId}
          and s.number = any(${textArrayLiteral(codes)}::text[])`,
      );
      const byNumber = new Map([...locked.values()].map((s) => [s.number, s]));
      const missing = codes.filter((code) => !byNumber.has(code));
      if (missing.length > 0) {
        refuse({
          reason: 'conflict',
          message: /*i18n*/ {
            id: '{count, plural, one {Sticker {numbers} is not in this album} other {Stickers {numbers} are not in this album}}',
            values: listedNumbers(missing),
          },
        });
      }
      const notOffered = input.give.filter((code) => offeredCopies(byNumber.get(code)!) <= 0);
      if (notOffered.length > 0) {
        refuse({
          reason: 'conflict',
          message: /*i18n*/ {
            id: '{count, plural, one {Sticker {numbers} no longer has a copy on offer — nothing was changed} other {Stickers {numbers} no longer have copies on offer — nothing was changed}}',
            values: listedNumbers(notOffered),
          },
        });
      }
      const full = input.get.filter((code) => byNumber.get(code)!.quantity >= MAX_STICKER_QUANTITY);
      if (full.length > 0) {
        refuse({
          reason: 'conflict',
          message: /*i18n*/ {
            id: '{count, plural, one {You already have {max} copies of sticker {numbers}} other {You already have {max} copies of stickers {numbers}}}',
            values: {
              count: full.length,
              numbers: listedNumbers(full).numbers,
              max: MAX_STICKER_QUANTITY,
            },
          },
        });
      }

      const changes: InPersonStickerChange[] = [
        ...input.give.map((code) => byNumber.get(code)!).map((s) => ({ s, after: afterGiving(s) })),
        ...input.get
          .map((code) => byNumber.get(code)!)
          .map((s) => ({ s, after: afterGetting(s, input.partnerName) })),
      ]
        .map(({ s, after }) => ({ id: s.id, number: s.number, before: stateOf(s), after }))
        .sort((a, b) => a.id - b.id);
      const written = await writeStickerStates(
        tx,
        changes.map((change) => ({ id: change.id, ...stateOf(change.after) })),
      );
      if (written !== changes.length)
        throw new Error('in-person swap: a locked sticker was not written');

      const receiptId = input.receiptId ?? newReceiptId();
      const [inserted] = await tx
        .insert(inPersonSwaps)
        .values({
          userId,
          collectionId,
          templateId: collection.templateId,
          partnerName: input.partnerName,
          partnerUserId,
          tradeCode: input.tradeCode ?? null,
          gives: input.give,
          gets: input.get,
          changes,
          theirListMadeAt: new Date(input.theirListMadeAt),
          createdAt: now,
          receiptId,
          mirrorOf: input.mirrorOf ?? null,
        })
        .returning({ id: inPersonSwaps.id });
      if (partnerUserId !== null) {
        await lockPairOf(tx, userId, partnerUserId);
        await linkWithPartner(tx, {
          id: inserted!.id,
          userId,
          partnerUserId,
          templateId: collection.templateId,
          now,
          receiptId,
          gives: input.give,
          gets: input.get,
          ...(original ? { original } : {}),
        });
      }
      const stickers = changes.map((change) =>
        toApiSticker({
          id: change.id,
          number: change.number,
          collectionId,
          ...stateOf(change.after),
          retired: byNumber.get(change.number)!.retired,
        }),
      );
      return { ok: true as const, swap: await readSwapAsSeen(tx, inserted!.id), stickers };
    }),
  );
}
