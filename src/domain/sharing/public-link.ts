import { z } from 'zod';

/**
 * The id in a collection's public address (decision 027): random, never the counting collection
 * id, so nobody reaches a list by counting. The database makes it as 22 base64url characters; a
 * wider range is read, so a longer id later needs no change here.
 */
export const publicIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** The public trade list's path, `/share?collection={publicId}` (docs/product.md "Screens"). */
export function publicSharePath(publicId: string): string {
  // base64url characters need no escaping in a query string.
  return `/share?collection=${publicId}`;
}

/** The full public link of a shared collection, as the API sends it in `publicUrl`. */
export function publicShareUrl(appUrl: string, publicId: string): string {
  return `${appUrl.replace(/\/+$/, '')}${publicSharePath(publicId)}`;
}

/**
 * A collection as the API sends it: its unguessable public id only as the full `publicUrl`, and
 * only while its public trade list is on (decision 027); null while private or circles only.
 */
export function withPublicUrl<
  Row extends { isPublic: boolean; circleOnly: boolean; publicId: string },
>(appUrl: string, { publicId, ...row }: Row): Omit<Row, 'publicId'> & { publicUrl: string | null } {
  const isShared = row.isPublic && !row.circleOnly;
  return { ...row, publicUrl: isShared ? publicShareUrl(appUrl, publicId) : null };
}
