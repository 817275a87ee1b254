CREATE TABLE "swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"proposer_id" integer NOT NULL,
	"proposer_collection_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"partner_collection_id" integer NOT NULL,
	"proposer_gives" text[] NOT NULL,
	"proposer_gets" text[] NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"proposer_done" boolean DEFAULT false NOT NULL,
	"partner_done" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "swaps_status_valid" CHECK ("swaps"."status" in ('proposed', 'agreed', 'declined', 'cancelled', 'done'))
);
--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "numbers" text[];--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "sections" jsonb;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "findable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "need_bits" bit varying;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "spare_bits" bit varying;--> statement-breakpoint
ALTER TABLE "stickers" ADD COLUMN "promised" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_template_id_collection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."collection_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_proposer_id_users_id_fk" FOREIGN KEY ("proposer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_proposer_collection_id_collections_id_fk" FOREIGN KEY ("proposer_collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_partner_id_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swaps" ADD CONSTRAINT "swaps_partner_collection_id_collections_id_fk" FOREIGN KEY ("partner_collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "swaps_proposer_collection_idx" ON "swaps" USING btree ("proposer_collection_id");--> statement-breakpoint
CREATE INDEX "swaps_partner_collection_idx" ON "swaps" USING btree ("partner_collection_id");--> statement-breakpoint
CREATE INDEX "collections_findable_template_idx" ON "collections" USING btree ("template_id") WHERE "collections"."findable";--> statement-breakpoint
ALTER TABLE "stickers" ADD CONSTRAINT "stickers_promised_range" CHECK ("stickers"."promised" between 0 and "stickers"."quantity");