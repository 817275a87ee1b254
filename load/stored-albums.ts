import type { StickerState } from '../src/domain/sticker/sticker';
import { openDatabase } from '../src/server/db/client';
import type { Deployment } from '../faults/support/deployment';

export interface StoredAlbum {
  version: number;
  isPublic: boolean;
  stickers: Array<StickerState & { id: number }>;
}

/**
 * Every collection and its stickers as the database holds them, read directly with the app's
 * own database module once the server has stopped (PGlite allows one process at a time).
 */
export async function readStoredAlbums(deployment: Deployment): Promise<Map<number, StoredAlbum>> {
  const database = await openDatabase({
    databaseUrl: deployment.database?.url,
    databasePoolMax: 2,
    dataDir: deployment.dataDir ?? '',
  });
  try {
    const rowsOf = async <T>(text: string) =>
      ((await database.db.execute(text)) as unknown as { rows: T[] }).rows;
    const albums = new Map<number, StoredAlbum>();
    const collections = await rowsOf<{ id: number; version: number; isPublic: boolean }>(
      'select id, version, is_public as "isPublic" from collections',
    );
    for (const { id, version, isPublic } of collections) {
      albums.set(id, { version, isPublic, stickers: [] });
    }
    const stickers = await rowsOf<StickerState & { id: number; collectionId: number }>(
      `select id, collection_id as "collectionId", owned, for_trade as "forTrade",
              is_pending as "isPending", pending_with as "pendingWith",
              is_completed as "isCompleted", quantity, keep_spares as "keepSpares"
       from stickers`,
    );
    for (const { collectionId, ...sticker } of stickers) {
      albums.get(collectionId)?.stickers.push(sticker);
    }
    return albums;
  } finally {
    await database.close();
  }
}
