-- Decision 027, private until shared: a new collection's public trade list is off until its owner
-- shares it, and its public address is an unguessable id instead of the counting collection id.
-- public_id is 16 random bytes in base64url (22 characters): the bytes of gen_random_uuid(), core
-- since PostgreSQL 13 and in PGlite alike (pgcrypto's gen_random_bytes is not in PGlite), drawn
-- from the server's strong random source; a version 4 UUID fixes 6 of its 128 bits, leaving 122
-- random. The default is volatile, so adding the column evaluates it once for each existing row.
ALTER TABLE "collections" ALTER COLUMN "is_public" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "public_id" text DEFAULT rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=') NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "collections_public_id_uq" ON "collections" USING btree ("public_id");--> statement-breakpoint
-- Every existing collection starts private (decision 027): its old numeric link stops working
-- either way, nothing records which owners chose to share, and copying the new link turns
-- sharing back on. The version moves, so nothing built for the old state is served again.
UPDATE "collections" SET "is_public" = false, "version" = "version" + 1 WHERE "is_public";
