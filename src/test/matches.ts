// Test support for the matches API tests (server/features/matches/*.test.ts): one app per test
// file, and the set-up every story repeats — an album, collectors with needs and spares, a
// proposed swap.
// Nothing in the app imports this file.
import { afterAll, beforeAll, expect } from 'vitest';
import type { MatchesResponse, PreparedSwap } from '../domain/matches/schemas';
import { createTestApp, type TestApp } from './app';
import { registerUser, stockedCollector, type SignedInUser } from './factories';
import { dbFingerprint } from './fingerprint';
import { request } from './http';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A needed sticker's flags. */
export const needed = { owned: false, forTrade: false, isPending: false, isCompleted: false };
export const usernameOf = (who: SignedInUser) => who.user.username;

export interface Collector extends SignedInUser {
  collectionId: number;
  /** Sticker id by number. */
  ids: Map<string, number>;
}

export interface StickerRow {
  number: string;
  owned: boolean;
  forTrade: boolean;
  isPending: boolean;
  pendingWith: string | null;
  isCompleted: boolean;
  quantity: number;
  promised: number;
}

/**
 * Builds the file's app before its tests and closes it after; `t` is filled in by then. Call it
 * once at the top of a test file.
 */
export function useMatchesApp() {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp());
  });
  afterAll(() => t.close());

  let albums = 0;

  async function query<T>(text: string, params: unknown[] = []): Promise<T[]> {
    const db = t.database.db as unknown as {
      $client: { query(text: string, params: unknown[]): Promise<{ rows: T[] }> };
    };
    return (await db.$client.query(text, params)).rows;
  }

  /** A digest of every table, swaps included: equal before and after means nothing changed. */
  const fingerprint = () => dbFingerprint(t.database);

  /** A fresh template of `total` stickers (numbered), or of the printed `codes` when given. */
  async function newAlbum(options: { total?: number; codes?: string[] } = {}) {
    albums += 1;
    const title = `Matches Album ${albums}`;
    const owner = await registerUser(t.app);
    const response = await request(
      t.app,
      'POST',
      '/api/collection-templates',
      options.codes
        ? { title, codes: options.codes.join(', ') }
        : { title, totalStickers: options.total ?? 12 },
      { cookie: owner.cookie },
    );
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().id as number, title };
  }

  /**
   * A collector with a collection of the album: every sticker owned except `needs`; `spares` are
   * for trade with the given quantity (1 = a single for-trade copy). Opted in unless told not to.
   */
  async function collector(
    album: { id: number },
    state: { needs?: string[]; spares?: Record<string, number>; findable?: boolean } = {},
    existing?: SignedInUser,
  ): Promise<Collector> {
    const stocked = await stockedCollector(t.app, album.id, state, existing);
    if (state.findable !== false) await setFindable(stocked, true);
    return stocked;
  }

  function setFindable(who: { cookie: string; collectionId: number }, findable: boolean) {
    return request(
      t.app,
      'PATCH',
      `/api/collections/${who.collectionId}/matching`,
      { findable },
      { cookie: who.cookie },
    );
  }

  async function matchesOf(who: { cookie: string; collectionId: number }) {
    const response = await request(
      t.app,
      'GET',
      `/api/collections/${who.collectionId}/matches`,
      undefined,
      { cookie: who.cookie },
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MatchesResponse;
  }

  function propose(who: { cookie: string; collectionId: number }, otherCollectionId: number) {
    return request(
      t.app,
      'POST',
      `/api/collections/${who.collectionId}/matches/${otherCollectionId}/swap`,
      undefined,
      { cookie: who.cookie },
    );
  }

  function act(who: { cookie: string }, swapId: number, action: string) {
    return request(t.app, 'POST', `/api/swaps/${swapId}/${action}`, undefined, {
      cookie: who.cookie,
    });
  }

  /** The collection's stickers by number, read straight from the database. */
  async function stickersOf(collectionId: number) {
    const rows = await query<StickerRow>(
      `select number, owned, for_trade as "forTrade", is_pending as "isPending",
              pending_with as "pendingWith", is_completed as "isCompleted", quantity, promised
       from stickers where collection_id = $1 order by position`,
      [collectionId],
    );
    return new Map(rows.map((row) => [row.number, row]));
  }

  async function versionOf(collectionId: number) {
    const [row] = await query<{ version: number }>(
      'select version from collections where id = $1',
      [collectionId],
    );
    return row!.version;
  }

  /** Me: needs 1, 2; single for-trade 9, three copies of 10. Partner: needs 9, 10; spares 1, 2. */
  async function proposedSwap() {
    const album = await newAlbum({ total: 10 });
    const me = await collector(album, { needs: ['1', '2'], spares: { '9': 1, '10': 3 } });
    const partner = await collector(album, {
      needs: ['9', '10'],
      spares: { '1': 2, '2': 1 },
    });
    const stranger = await registerUser(t.app);
    const response = await propose(me, partner.collectionId);
    expect(response.statusCode, response.body).toBe(201);
    const swap = (response.json() as PreparedSwap).swap;
    expect([swap.iGive, swap.iGet]).toEqual([
      ['9', '10'],
      ['1', '2'],
    ]);
    return { me, partner, stranger, swap };
  }

  /** `who` doing `action` is refused with this status and body, and nothing changes. */
  async function expectRefused(
    who: { cookie: string },
    swapId: number,
    action: string,
    status: number,
    body: { message: string; code: string } | { code: string },
  ) {
    const snapshot = await fingerprint();
    const response = await act(who, swapId, action);
    expect(response.statusCode, `${action}: ${response.body}`).toBe(status);
    expect(response.json()).toMatchObject(body);
    expect(await fingerprint()).toBe(snapshot);
  }

  return {
    t,
    query,
    fingerprint,
    newAlbum,
    collector,
    setFindable,
    matchesOf,
    propose,
    act,
    stickersOf,
    versionOf,
    proposedSwap,
    expectRefused,
  };
}

/** The answer to an action on a swap that is not the caller's, or not one they may do. */
export const swapNotFound = { message: 'Swap not found', code: 'NOT_FOUND' };
