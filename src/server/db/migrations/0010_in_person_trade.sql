CREATE TABLE "in_person_swaps" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"partner_name" text NOT NULL,
	"partner_user_id" integer,
	"trade_code" text,
	"gives" text[] NOT NULL,
	"gets" text[] NOT NULL,
	"changes" jsonb NOT NULL,
	"their_list_made_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"linked_swap_id" integer,
	CONSTRAINT "in_person_swaps_not_empty" CHECK (cardinality("in_person_swaps"."gives") + cardinality("in_person_swaps"."gets") > 0)
);
--> statement-breakpoint
CREATE TABLE "trade_code_scans" (
	"owner_user_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"scanner_user_id" integer NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"scanner_list" text,
	CONSTRAINT "trade_code_scans_owner_user_id_collection_id_scanner_user_id_pk" PRIMARY KEY("owner_user_id","collection_id","scanner_user_id")
);
--> statement-breakpoint
CREATE TABLE "trade_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"collection_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "trade_codes_code_shape" CHECK ("trade_codes"."code" ~ '^[2-9A-HJKMNP-TW-Z]{6}$')
);
--> statement-breakpoint
ALTER TABLE "in_person_swaps" ADD CONSTRAINT "in_person_swaps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_person_swaps" ADD CONSTRAINT "in_person_swaps_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_person_swaps" ADD CONSTRAINT "in_person_swaps_template_id_collection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."collection_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_person_swaps" ADD CONSTRAINT "in_person_swaps_partner_user_id_users_id_fk" FOREIGN KEY ("partner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "in_person_swaps" ADD CONSTRAINT "in_person_swaps_linked_swap_id_in_person_swaps_id_fk" FOREIGN KEY ("linked_swap_id") REFERENCES "public"."in_person_swaps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_code_scans" ADD CONSTRAINT "trade_code_scans_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_code_scans" ADD CONSTRAINT "trade_code_scans_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_code_scans" ADD CONSTRAINT "trade_code_scans_scanner_user_id_users_id_fk" FOREIGN KEY ("scanner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_codes" ADD CONSTRAINT "trade_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_codes" ADD CONSTRAINT "trade_codes_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "in_person_swaps_collection_idx" ON "in_person_swaps" USING btree ("collection_id","created_at");--> statement-breakpoint
CREATE INDEX "in_person_swaps_user_created_idx" ON "in_person_swaps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_code_scans_owner_idx" ON "trade_code_scans" USING btree ("owner_user_id","scanned_at");--> statement-breakpoint
CREATE INDEX "trade_codes_collection_idx" ON "trade_codes" USING btree ("collection_id","expires_at");--> statement-breakpoint
CREATE INDEX "trade_codes_expires_idx" ON "trade_codes" USING btree ("expires_at");