CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"session_token_hash" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "swaps_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "swap_problems" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "proposer_rating" text;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "proposer_rating_note" text;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "proposer_rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "partner_rating" text;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "partner_rating_note" text;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "partner_rated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_id_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_session_idx" ON "push_subscriptions" USING btree ("session_token_hash");--> statement-breakpoint
CREATE INDEX "swaps_proposer_problem_idx" ON "swaps" USING btree ("proposer_rated_at") WHERE "swaps"."proposer_rating" = 'problem';--> statement-breakpoint
CREATE INDEX "swaps_partner_problem_idx" ON "swaps" USING btree ("partner_rated_at") WHERE "swaps"."partner_rating" = 'problem';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_swap_counts_valid" CHECK ("users"."swaps_done" >= 0 and "users"."swap_problems" >= 0);--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_proposer_rating_valid" CHECK ("swaps"."proposer_rating" is null or ("swaps"."proposer_rating" in ('as-agreed', 'problem') and "swaps"."status" = 'done' and "swaps"."proposer_rated_at" is not null));--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_partner_rating_valid" CHECK ("swaps"."partner_rating" is null or ("swaps"."partner_rating" in ('as-agreed', 'problem') and "swaps"."status" = 'done' and "swaps"."partner_rated_at" is not null));--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- Swaps finished before the counter existed are counted once here; from now on finishSwap keeps
-- it in the same transaction (decision 019).
UPDATE "users" u SET "swaps_done" = d.n
FROM (
  SELECT side.user_id, count(*)::int AS n
  FROM "swaps" s
  CROSS JOIN LATERAL (VALUES (s."proposer_id"), (s."partner_id")) AS side(user_id)
  WHERE s."status" = 'done' AND side.user_id IS NOT NULL
  GROUP BY side.user_id
) d
WHERE u."id" = d.user_id;
