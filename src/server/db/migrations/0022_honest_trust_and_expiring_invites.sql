-- Decisions 030 and 031. Trust counts distinct partners with a done swap in which stickers moved
-- both ways (swap_partners, rebuilt below from the swaps already done, whose two sides were each
-- applied when marked done, so they count as moved); circle invite links expire, and a removed
-- member cannot rejoin with the link in force when removed (circle_removals). Links already
-- out get the default lifetime (7 days) from now rather than dying at once.
CREATE TABLE "swap_partners" (
	"user_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"reported_problem" boolean DEFAULT false NOT NULL,
	CONSTRAINT "swap_partners_user_id_partner_id_pk" PRIMARY KEY("user_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "circle_removals" (
	"circle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"invite_token" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_removals_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "proposer_moved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ADD COLUMN "partner_moved" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "circles" ADD COLUMN "invite_expires_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "swap_partners" ADD CONSTRAINT "swap_partners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swap_partners" ADD CONSTRAINT "swap_partners_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_removals" ADD CONSTRAINT "circle_removals_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_removals" ADD CONSTRAINT "circle_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swap_partners_partner_idx" ON "swap_partners" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "circle_removals_user_idx" ON "circle_removals" USING btree ("user_id");--> statement-breakpoint
UPDATE "circles" SET "invite_expires_at" = now() + interval '7 days';--> statement-breakpoint
UPDATE "swaps" SET "proposer_moved" = true, "partner_moved" = true WHERE "status" = 'done';--> statement-breakpoint
INSERT INTO "swap_partners" ("user_id", "partner_id", "reported_problem")
SELECT side.user_id, side.partner_id, bool_or(side.problem)
FROM (
  SELECT s.proposer_id AS user_id, s.partner_id AS partner_id, s.partner_rating = 'problem' AS problem
  FROM swaps s WHERE s.status = 'done' AND s.proposer_id IS NOT NULL AND s.partner_id IS NOT NULL
  UNION ALL
  SELECT s.partner_id, s.proposer_id, s.proposer_rating = 'problem'
  FROM swaps s WHERE s.status = 'done' AND s.proposer_id IS NOT NULL AND s.partner_id IS NOT NULL
) side
GROUP BY side.user_id, side.partner_id;--> statement-breakpoint
UPDATE "users" u SET
  "swaps_done" = (SELECT count(*) FROM swap_partners p WHERE p.user_id = u.id),
  "swap_problems" = (SELECT count(*) FROM swap_partners p WHERE p.user_id = u.id AND p.reported_problem);
