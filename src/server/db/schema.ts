// The one schema both drivers use; drizzle-kit generates migrations from it.
export * from './schema/users';
export * from './schema/collections';
export * from './schema/payments';
export * from './schema/groups';
export * from './schema/idempotency-keys';
export * from './schema/in-person';
export * from './schema/notifications';
export * from './schema/circles';
export * from './schema/push';
