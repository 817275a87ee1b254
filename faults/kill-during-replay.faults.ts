import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StickerPatch, StickerState } from '../src/domain/sticker/sticker';
import { applyStickerPatch } from '../src/domain/sticker/transitions';
import { ApiClient, type ApiResponse } from './support/api-client';
import { AnswerRelay } from './support/answer-relay';
import { createAlbum, listStickers, registerCollector, type Collector } from './support/collector';
import { availableDrivers, deploy, type Deployment } from './support/deployment';
import {
  collectionVersion,
  queueChange,
  sendBatch,
  sendChange,
  type BatchAnswer,
  type QueuedChange,
} from './support/outbox';
import { waitForNoConnections } from './support/postgres';
import { pick, seededRandom } from './support/random';
import { stateOf } from './support/sticker-state';
import { runTag, sleep } from './support/test-run';

// Decisions 015 and 016: the browser's outbox sends its queued sticker changes in order, each
// with its own Idempotency-Key: one at a time, or a backlog in batches ("Sending the backlog"). `kill -9` of the server in the middle of
// such a replay; after a restart the client sends again from the first change it has no answer
// for, and a few answered ones before it (as a client whose answers were lost). The stickers end
// as if every change had been applied exactly once: nothing lost, nothing doubled. Copies are
// also added and taken away as increments (`quantityDelta`): a doubled one would show.

const ALBUM_SIZE = 30;
const CHANGES = 120;
/** Answered changes sent again after the restart, as a client that lost their answers. */
const RESENT = 4;
/**
 * Where the server dies: `delayMs` after change `killAfter` was sent, or, without a delay, the
 * moment that change's answer is on its way (saved, but never read by the client).
 */
const ROUNDS = [
  { killAfter: 30, delayMs: 0 },
  { killAfter: 55, delayMs: 1 },
  { killAfter: 80, delayMs: 3 },
  { killAfter: 100, delayMs: 8 },
  { killAfter: 70, delayMs: undefined },
].map((round, index) => ({
  ...round,
  index,
  when: round.delayMs === undefined ? 'its answer was on the way' : `+${round.delayMs} ms`,
}));

/** Changes per batch in the batched rounds (small, so a replay has several batches). */
const BATCH = 20;
/** Batched rounds: the server dies while batch `killDuring` is applied, or as its answer leaves. */
const BATCH_ROUNDS = [
  { killDuring: 1, delayMs: 2 },
  { killDuring: 3, delayMs: 6 },
  { killDuring: 2, delayMs: undefined },
].map((round, index) => ({
  ...round,
  index,
  when: round.delayMs === undefined ? 'its answer was on the way' : `+${round.delayMs} ms`,
}));

interface Change extends QueuedChange {
  /** The sticker after this change, applied once to what the changes before it left. */
  expected: StickerState;
}

/**
 * A collector's afternoon at a swap table: every sticker first marked owned, then copies set or
 * added, spares offered and withdrawn, swaps pending and ended, at random (seeded). Each change
 * keeps the sticker valid, so the server accepts every one; the model applies each exactly once.
 */
function afternoonOfChanges(
  ids: readonly number[],
  seed: number,
  start: Map<number, StickerState>,
) {
  const random = seededRandom(seed);
  const state = new Map(start);
  const changes: Change[] = [];
  const add = (id: number, body: StickerPatch, next: StickerState) => {
    state.set(id, next);
    changes.push({ ...queueChange(id, body), expected: next });
  };
  for (const id of ids) {
    if (!state.get(id)!.owned) add(id, { owned: true }, { ...state.get(id)!, owned: true });
  }
  while (changes.length < CHANGES) {
    const id = pick(random, ids);
    const current = state.get(id)!;
    const roll = random();
    let patch: StickerPatch;
    // "Add a copy" and "take one away" travel as increments (decision 016).
    if (roll < 0.3 && current.quantity < 990)
      patch = { quantityDelta: 1 + Math.floor(random() * 3) };
    else if (roll < 0.4 && current.quantity > 1) patch = { quantityDelta: -1 };
    else if (roll < 0.55) patch = { quantity: 1 + Math.floor(random() * 5) };
    else if (roll < 0.75) patch = { forTrade: !current.forTrade };
    else if (roll < 0.85) patch = { isPending: true, pendingWith: pick(random, ['Sam', 'Alex']) };
    else patch = { isPending: false };
    add(id, patch, applyStickerPatch(current, patch));
  }
  return changes;
}

for (const driver of availableDrivers()) {
  describe(`kill -9 during an outbox replay of ${CHANGES} sticker changes (${driver})`, () => {
    let deployment: Deployment;
    let collector: Collector;
    let collectionId: number;
    let ids: number[];
    let relay: AnswerRelay;
    /** The collector's browser, reaching the server through the relay. */
    let browser: ApiClient;

    beforeAll(async () => {
      deployment = await deploy(driver, { env: { DATABASE_POOL_MAX: '4' } });
      collector = await registerCollector(deployment.client(), `replay_${runTag()}`);
      ({ collectionId } = await createAlbum(collector.client, `Replay ${runTag()}`, ALBUM_SIZE));
      ids = (await listStickers(collector.client, collectionId)).map((s) => s.id);
      relay = new AnswerRelay({ host: '127.0.0.1', port: deployment.servers[0]!.port });
      await relay.open();
      browser = new ApiClient(relay.url, { origin: deployment.appUrl });
      browser.cookie = collector.client.cookie;
    });
    afterAll(async () => {
      await relay?.close();
      await deployment?.close();
    });

    async function savedStates() {
      const stickers = await listStickers(collector.client, collectionId);
      return new Map(stickers.map((s) => [s.id, stateOf(s)]));
    }

    /** kill -9 and a restart on the same data, with the same session cookie. */
    async function crashAndRestart() {
      await deployment.servers[0]!.kill9();
      if (deployment.database) await waitForNoConnections(deployment.database);
      await deployment.restart(0);
    }

    it.each(ROUNDS)(
      'applies each change once when the server dies after $killAfter answers ($when)',
      async ({ killAfter, delayMs, when, index }) => {
        const answerLost = delayMs === undefined;
        const before = await savedStates();
        const versionBefore = await collectionVersion(collector.client, collectionId);
        const changes = afternoonOfChanges(ids, 1600 + index, before);
        const answers = new Map<string, ApiResponse>();

        // The outbox: one change at a time, in order, stopping at the first that gets no answer.
        let killed: Promise<void> | undefined;
        let firstUnanswered = changes.length;
        for (const [position, change] of changes.entries()) {
          const held = position === killAfter && answerLost ? relay.holdNextAnswer() : undefined;
          const sent = sendChange(browser, change).catch(() => undefined);
          if (position === killAfter) {
            killed = (held ?? sleep(delayMs!)).then(() => deployment.servers[0]!.kill9());
          }
          const answer = await sent;
          if (!answer) {
            firstUnanswered = position;
            break;
          }
          expect(answer.status, answer.text).toBe(200);
          expect(stateOf(answer.body as StickerState)).toEqual(change.expected);
          answers.set(change.key, answer);
        }
        await killed;
        expect(firstUnanswered).toBeGreaterThanOrEqual(killAfter);
        expect(firstUnanswered).toBeLessThan(changes.length);
        if (answerLost) expect(firstUnanswered).toBe(killAfter);
        if (deployment.database) await waitForNoConnections(deployment.database);
        await deployment.restart(0);

        // The replay after the restart: from a few answered changes before the first unanswered.
        const replayFrom = Math.max(0, firstUnanswered - RESENT);
        let interruptedWasApplied = false;
        for (const [position, change] of changes.entries()) {
          if (position < replayFrom) continue;
          const answer = await sendChange(browser, change);
          expect(answer.status, answer.text).toBe(200);
          const replayed = answer.headers.get('idempotent-replayed') === 'true';
          const first = answers.get(change.key);
          if (first) {
            // Answered before: the first answer again, byte for byte, and nothing applied again.
            expect(replayed).toBe(true);
            expect(answer.text).toBe(first.text);
          } else if (position === firstUnanswered) {
            // The change in flight at the kill: applied before it (then only replayed) or not at all.
            interruptedWasApplied = replayed;
            expect(stateOf(answer.body as StickerState)).toEqual(change.expected);
          } else {
            expect(replayed).toBe(false);
            expect(stateOf(answer.body as StickerState)).toEqual(change.expected);
          }
        }

        // Saved before its answer was lost: the replay only answers, it does not apply it again.
        if (answerLost) expect(interruptedWasApplied).toBe(true);

        const expected = new Map(before);
        for (const change of changes) expected.set(change.stickerId, change.expected);
        expect(await savedStates()).toEqual(expected);
        // Every applied change bumps the collection's version once: exactly one per change.
        const versionAfter = await collectionVersion(collector.client, collectionId);
        expect(versionAfter - versionBefore).toBe(changes.length);
        console.log(
          `[${driver}] killed after ${firstUnanswered} answers (${when}); the change in flight ${interruptedWasApplied ? 'had been applied (its replay only answered)' : 'had not been applied'}; replayed ${changes.length - replayFrom} changes`,
        );
      },
    );

    it.each(BATCH_ROUNDS)(
      'applies each change once when the server dies during batch $killDuring of a batched replay ($when)',
      async ({ killDuring, delayMs, when, index }) => {
        const answerLost = delayMs === undefined;
        const before = await savedStates();
        const changes = afternoonOfChanges(ids, 2600 + index, before);
        const answers = new Map<string, BatchAnswer>();
        const batches = (from: number) =>
          Array.from({ length: Math.ceil((changes.length - from) / BATCH) }, (_, b) =>
            changes.slice(from + b * BATCH, from + (b + 1) * BATCH),
          );

        // The outbox: one batch at a time, stopping at the first that gets no answer.
        let killed: Promise<void> | undefined;
        let firstUnanswered = changes.length;
        for (const [position, batch] of batches(0).entries()) {
          const held = position === killDuring && answerLost ? relay.holdNextAnswer() : undefined;
          const sent = sendBatch(browser, batch).catch(() => undefined);
          if (position === killDuring) {
            killed = (held ?? sleep(delayMs!)).then(() => deployment.servers[0]!.kill9());
          }
          const answer = await sent;
          if (!answer) {
            firstUnanswered = position * BATCH;
            break;
          }
          expect(answer.status, answer.text).toBe(200);
          for (const [i, one] of (answer.body as { answers: BatchAnswer[] }).answers.entries()) {
            expect(one.status, JSON.stringify(one.body)).toBe(200);
            expect(stateOf(one.body as StickerState)).toEqual(batch[i]!.expected);
            answers.set(one.key, one);
          }
        }
        await killed;
        expect(firstUnanswered).toBeGreaterThanOrEqual(killDuring * BATCH);
        expect(firstUnanswered).toBeLessThan(changes.length);
        if (answerLost) expect(firstUnanswered).toBe(killDuring * BATCH);
        if (deployment.database) await waitForNoConnections(deployment.database);
        await deployment.restart(0);

        // The replay after the restart, in batches that start a few answered changes earlier
        // (so they straddle the old ones): what was answered is only answered again.
        const replayFrom = Math.max(0, firstUnanswered - RESENT);
        const interrupted = new Set(
          changes.slice(firstUnanswered, firstUnanswered + BATCH).map((c) => c.key),
        );
        const interruptedReplayed: boolean[] = [];
        for (const batch of batches(replayFrom)) {
          const answer = await sendBatch(browser, batch);
          expect(answer.status, answer.text).toBe(200);
          for (const [i, one] of (answer.body as { answers: BatchAnswer[] }).answers.entries()) {
            const change = batch[i]!;
            expect(one.status, JSON.stringify(one.body)).toBe(200);
            const first = answers.get(change.key);
            if (first) {
              expect(one.replayed).toBe(true);
              expect(one.body).toEqual(first.body);
              continue;
            }
            expect(stateOf(one.body as StickerState)).toEqual(change.expected);
            if (interrupted.has(change.key)) interruptedReplayed.push(one.replayed);
            else expect(one.replayed).toBe(false);
          }
        }
        // The batch in flight at the kill was one transaction: applied whole, or not at all.
        expect(new Set(interruptedReplayed).size).toBe(1);
        if (answerLost) expect(interruptedReplayed[0]).toBe(true);

        const expected = new Map(before);
        for (const change of changes) expected.set(change.stickerId, change.expected);
        expect(await savedStates()).toEqual(expected);
        console.log(
          `[${driver}] batched: killed after ${firstUnanswered} answers (${when}); the batch in flight ${interruptedReplayed[0] ? 'had been applied (its replay only answered)' : 'had not been applied'}; replayed ${changes.length - replayFrom} changes`,
        );
      },
    );

    it('keeps the stickers as the rounds left them across one more restart', async () => {
      const before = await savedStates();
      await crashAndRestart();
      expect(await savedStates()).toEqual(before);
      // The first round marked every sticker owned, and no change un-owns one.
      expect([...before.values()].filter((s) => !s.owned)).toEqual([]);
    });
  });
}
