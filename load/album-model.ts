import type { Sticker, StickerPatch, StickerState } from '../src/domain/sticker/sticker';
import { applyStickerPatch } from '../src/domain/sticker/transitions';
import { sameState, stateOf } from '../faults/support/sticker-state';

type StoredSticker = StickerState & { id: number };

/**
 * What one collector's album must look like, kept by replaying every acknowledged write with the
 * domain's rules. Only its owner writes to it, one request at a time, so the model is exact until
 * a write goes unanswered (applied or not, nobody knows); from then on only the collection's
 * version is checked, within a range.
 */
export class AlbumModel {
  readonly stickers = new Map<number, StickerState>();
  readonly mismatches: string[] = [];
  /** Acknowledged writes (each bumps the collection's `version` once). */
  acknowledgedWrites = 0;
  acknowledgedStickerChanges = 0;
  /** Writes that got no answer or a 5xx: each may or may not have been applied. */
  unansweredWrites = 0;
  hasStarted = false;

  constructor(readonly collectionId: number) {}

  /** Exact comparisons hold: the album was read, and every write since was answered. */
  get isCertain() {
    return this.hasStarted && this.unansweredWrites === 0;
  }

  start(stickers: readonly Sticker[]) {
    for (const sticker of stickers) this.stickers.set(sticker.id, stateOf(sticker));
    this.hasStarted = true;
  }

  /** A single-sticker PATCH answered 200 with `answer`: it must be the patch applied to the model. */
  acknowledgePatch(id: number, patch: StickerPatch, answer: StickerState) {
    const expected = applyStickerPatch(this.stickers.get(id)!, patch);
    if (this.isCertain && !sameState(answer, expected)) {
      this.mismatches.push(
        `PATCH ${id} ${JSON.stringify(patch)} answered ${JSON.stringify(stateOf(answer))}, expected ${JSON.stringify(stateOf(expected))}`,
      );
    }
    this.acknowledge(new Map([[id, stateOf(answer)]]));
  }

  /** A bulk answered 200: the patch applies to each listed sticker. */
  acknowledgeBulk(
    ids: readonly number[],
    patch: StickerPatch,
    results: { success: number[]; errors: unknown[] },
  ) {
    const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b).join();
    if (results.errors.length > 0 || sorted(results.success) !== sorted(ids)) {
      this.mismatches.push(
        `bulk of ${ids.length} answered ${JSON.stringify(results).slice(0, 200)}`,
      );
    }
    this.acknowledge(
      new Map(ids.map((id) => [id, applyStickerPatch(this.stickers.get(id)!, patch)])),
    );
  }

  private acknowledge(changes: Map<number, StickerState>) {
    this.acknowledgedWrites += 1;
    this.acknowledgedStickerChanges += changes.size;
    for (const [id, state] of changes) this.stickers.set(id, state);
  }

  /** Compares stickers read back (from the API or the database) with the model. */
  compareListing(stickers: readonly StoredSticker[], source: string) {
    if (!this.isCertain) return;
    if (stickers.length !== this.stickers.size) {
      this.mismatches.push(
        `${source} has ${stickers.length} stickers, expected ${this.stickers.size}`,
      );
      return;
    }
    const wrong = stickers.find(
      (s) => !this.stickers.has(s.id) || !sameState(s, this.stickers.get(s.id)!),
    );
    if (wrong) {
      this.mismatches.push(
        `${source}: sticker ${wrong.id} is ${JSON.stringify(stateOf(wrong))}, expected ${JSON.stringify(this.stickers.get(wrong.id))}`,
      );
    }
  }

  /** Compares the dashboard's counters (GET /api/collections) with the model. */
  compareCounters(
    collections: ReadonlyArray<{ id: number; stickerCount: number; ownedCount: number }>,
  ) {
    if (!this.isCertain) return;
    const mine = collections.find((c) => c.id === this.collectionId);
    const owned = [...this.stickers.values()].filter((s) => s.owned).length;
    if (mine?.stickerCount !== this.stickers.size || mine.ownedCount !== owned) {
      this.mismatches.push(
        `dashboard says ${JSON.stringify(mine)}, expected ${this.stickers.size} stickers, ${owned} owned`,
      );
    }
  }
}
