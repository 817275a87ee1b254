import { createAlbum, PASSWORD, registerCollector } from '../faults/support/collector';
import type { Deployment } from '../faults/support/deployment';
import { nextClientAddress, runPool } from '../faults/support/test-run';
import type { VirtualUserSpec } from './virtual-user';

export interface SeededCollector extends VirtualUserSpec {
  /** The address its requests come from (X-Forwarded-For through a trusted proxy). */
  address: string;
  isPublic: boolean;
  /** The public id of its collection once shared (decision 027); undefined while private. */
  publicId?: string;
}

/**
 * Registers `count` collectors through the API, each from an address of its own, and gives each
 * a fresh album of `albumSize` stickers; every other one shares its trade list (a new one is
 * private until shared, decision 027) and the rest keep theirs private. Four at a
 * time, as the server hashes at most four passwords at once.
 */
export async function seedCollectors(
  deployment: Deployment,
  options: { count: number; albumSize: number; tag: string },
): Promise<SeededCollector[]> {
  const { count, albumSize, tag } = options;
  const seedOne = async (index: number, templateId?: number) => {
    const address = nextClientAddress();
    const username = `load${index}_${tag}`;
    const { client } = await registerCollector(
      deployment.client(0, { forwardedFor: address }),
      username,
    );
    const collection = templateId
      ? await client.json<{ id: number }>('POST', '/api/collections', { templateId })
      : undefined;
    const album = collection
      ? { collectionId: collection.id, templateId: templateId! }
      : await createAlbum(client, `Load album ${tag}`, albumSize);
    const isPublic = index % 2 === 0;
    const publicId = isPublic
      ? new URL(
          (
            await client.json<{ publicUrl: string }>(
              'PATCH',
              `/api/collections/${album.collectionId}/sharing`,
              { isPublic },
            )
          ).publicUrl,
        ).searchParams.get('collection')!
      : undefined;
    return { index, username, password: PASSWORD, address, isPublic, publicId, ...album };
  };

  const first = await seedOne(0);
  const rest = await runPool(
    Array.from({ length: count - 1 }, (_, i) => () => seedOne(i + 1, first.templateId)),
    4,
  );
  const seeded = [first, ...rest];
  const publicIds = seeded.flatMap((s) => (s.publicId ? [s.publicId] : []));
  return seeded.map(({ templateId: _template, ...s }) => ({ ...s, publicIds }));
}
