import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  collections,
  collectionTemplates,
  inPersonSwaps,
  notificationPreferences,
  notifications,
  stickers,
  users,
} from '../../db/schema';

export async function findPasswordHash(db: Database, userId: number) {
  const [row] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  return row?.hash;
}

/** Everything Swapsies keeps about a user, for "download my data" (never the password hash). */
export async function exportUserData(db: Database, userId: number) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      firstName: users.firstName,
      subscribeToNewsletter: users.subscribeToNewsletter,
      isAdmin: users.isAdmin,
      proUntil: users.proUntil,
      facebookMessageTemplate: users.facebookMessageTemplate,
      createdAt: users.createdAt,
      // The approximate area (decision 020): the district or city and the radius, as kept.
      areaKind: users.areaKind,
      areaCode: users.areaCode,
      areaRadiusKm: users.areaRadiusKm,
    })
    .from(users)
    .where(eq(users.id, userId));
  const owned = await db
    .select({
      id: collections.id,
      status: collections.status,
      isPublic: collections.isPublic,
      createdAt: collections.createdAt,
      title: collectionTemplates.title,
      totalStickers: collectionTemplates.totalStickers,
    })
    .from(collections)
    .innerJoin(collectionTemplates, eq(collectionTemplates.id, collections.templateId))
    .where(eq(collections.userId, userId))
    .orderBy(asc(collections.id));
  const rows = owned.length
    ? await db
        .select({
          collectionId: stickers.collectionId,
          number: stickers.number,
          owned: stickers.owned,
          forTrade: stickers.forTrade,
          isPending: stickers.isPending,
          pendingWith: stickers.pendingWith,
          isCompleted: stickers.isCompleted,
          quantity: stickers.quantity,
          promised: stickers.promised,
          keepSpares: stickers.keepSpares,
        })
        .from(stickers)
        .where(
          inArray(
            stickers.collectionId,
            owned.map((c) => c.id),
          ),
        )
        .orderBy(asc(stickers.collectionId), asc(stickers.position))
    : [];
  // Swaps made in person (decision 017): who with, both lists and when, per collection.
  const swapsInPerson = await db
    .select({
      collectionId: inPersonSwaps.collectionId,
      partnerName: inPersonSwaps.partnerName,
      gave: inPersonSwaps.gives,
      got: inPersonSwaps.gets,
      createdAt: inPersonSwaps.createdAt,
      undoneAt: inPersonSwaps.undoneAt,
    })
    .from(inPersonSwaps)
    .where(eq(inPersonSwaps.userId, userId))
    .orderBy(asc(inPersonSwaps.createdAt), asc(inPersonSwaps.id));
  // Notifications and the emails chosen (decision 018), oldest first.
  const told = await db
    .select({
      type: notifications.type,
      partnerUsername: notifications.partnerUsername,
      albumTitle: notifications.albumTitle,
      gives: notifications.gives,
      gets: notifications.gets,
      matchCount: notifications.matchCount,
      note: notifications.note,
      createdAt: notifications.createdAt,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
  const choices = await db
    .select({
      type: notificationPreferences.type,
      channel: notificationPreferences.channel,
      enabled: notificationPreferences.enabled,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId))
    .orderBy(asc(notificationPreferences.type), asc(notificationPreferences.channel));
  return {
    user,
    notifications: told,
    notificationPreferences: choices,
    collections: owned.map((collection) => ({
      ...collection,
      stickers: rows
        .filter((s) => s.collectionId === collection.id)
        .map(({ collectionId: _c, ...s }) => s),
      swapsInPerson: swapsInPerson
        .filter((swap) => swap.collectionId === collection.id)
        .map(({ collectionId: _c, ...swap }) => swap),
    })),
  };
}
