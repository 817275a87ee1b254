import type { Sticker } from '../../src/domain/sticker/sticker';
import type { ApiClient } from './api-client';

export const PASSWORD = 'Faults-Kestrel-7391';

export interface Collector {
  client: ApiClient;
  username: string;
  userId: number;
}

/** Registers a collector through the API; the client keeps the new session cookie. */
export async function registerCollector(client: ApiClient, username: string): Promise<Collector> {
  const user = await client.json<{ id: number }>('POST', '/api/register', {
    username,
    email: `${username}@faults.example`,
    password: PASSWORD,
  });
  return { client, username, userId: user.id };
}

/** Creates a template of `totalStickers` and a collection from it; returns the collection. */
export async function createAlbum(client: ApiClient, title: string, totalStickers: number) {
  const template = await client.json<{ id: number }>('POST', '/api/collection-templates', {
    title,
    totalStickers,
  });
  const collection = await client.json<{ id: number }>('POST', '/api/collections', {
    templateId: template.id,
  });
  return { collectionId: collection.id, templateId: template.id };
}

export function listStickers(client: ApiClient, collectionId: number) {
  return client.json<Sticker[]>('GET', `/api/collections/${collectionId}/stickers`);
}
