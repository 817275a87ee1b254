import type { FastifyBaseLogger } from 'fastify';
import { parseChecklist } from '../../../domain/catalogue/checklist';
import type { Database } from '../../db/client';
import { insertShippedAlbum } from './mutations';
import { takenTitleKeys, titleKey } from './data';
import { SHIPPED_ALBUMS } from './albums';
import type { ShippedAlbum } from './albums/types';

/** A shipped album read like an admin's import; throws if it does not read or its count is off. */
export function readShippedAlbum(album: ShippedAlbum) {
  const parsed = parseChecklist(album.codes, album.specials);
  if (!parsed.ok) throw new Error(`${album.title}: ${parsed.message}`);
  if (parsed.numbers.length !== album.expectedCount) {
    throw new Error(
      `${album.title}: ${parsed.numbers.length} stickers, but its sources say ${album.expectedCount}`,
    );
  }
  return parsed;
}

/**
 * Adds the shipped verified albums that are missing (decision 021), at start-up; idempotent. An
 * album whose title is already taken is left alone: if an admin corrected it, their version
 * stands, and a community template of that title is never overwritten (the log says so, and an
 * admin can rename it and restart, or merge it into the verified album later). One query finds
 * the titles already there, so a restart reads no checklist and writes nothing (decision 029).
 */
export async function seedShippedAlbums(
  db: Database,
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  albums: readonly ShippedAlbum[] = SHIPPED_ALBUMS,
) {
  if (albums.length === 0) return;
  const taken = await takenTitleKeys(
    db,
    albums.map((album) => album.title),
  );
  for (const album of albums) {
    if (taken.has(titleKey(album.title))) continue;
    const parsed = readShippedAlbum(album);
    const inserted = await insertShippedAlbum(db, {
      title: album.title,
      publisher: album.publisher,
      year: album.year,
      source: album.source,
      notes: album.notes,
      numbers: parsed.numbers,
      sections: parsed.sections.map((section) => ({
        title: section.title,
        count: section.numbers.length,
      })),
      specials: parsed.specials,
    });
    if (inserted.length > 0) {
      logger.info({ templateId: inserted[0]!.id, title: album.title }, 'verified album added');
    }
  }
}
