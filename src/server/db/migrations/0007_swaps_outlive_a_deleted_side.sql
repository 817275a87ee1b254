ALTER TABLE "swaps" DROP CONSTRAINT "swaps_proposer_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "swaps" DROP CONSTRAINT "swaps_proposer_collection_id_collections_id_fk";
--> statement-breakpoint
ALTER TABLE "swaps" DROP CONSTRAINT "swaps_partner_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "swaps" DROP CONSTRAINT "swaps_partner_collection_id_collections_id_fk";
--> statement-breakpoint
ALTER TABLE "swaps" ALTER COLUMN "proposer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ALTER COLUMN "proposer_collection_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ALTER COLUMN "partner_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ALTER COLUMN "partner_collection_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "proposer_username" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "partner_username" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_proposer_collection_id_collections_id_fk" FOREIGN KEY ("proposer_collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_partner_collection_id_collections_id_fk" FOREIGN KEY ("partner_collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
UPDATE "swaps" s SET "proposer_username" = u."username" FROM "users" u WHERE u."id" = s."proposer_id";--> statement-breakpoint
UPDATE "swaps" s SET "partner_username" = u."username" FROM "users" u WHERE u."id" = s."partner_id";
