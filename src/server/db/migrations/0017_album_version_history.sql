CREATE TABLE "template_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"version" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" integer,
	"added_codes" integer NOT NULL,
	"removed_codes" integer NOT NULL,
	"renamed_codes" integer NOT NULL,
	"total_stickers" integer NOT NULL,
	"collections" integer NOT NULL,
	"summary" text NOT NULL,
	CONSTRAINT "template_versions_counts_valid" CHECK ("template_versions"."added_codes" >= 0 and "template_versions"."removed_codes" >= 0 and "template_versions"."renamed_codes" >= 0 and "template_versions"."collections" >= 0)
);
--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_template_id_collection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."collection_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_versions" ADD CONSTRAINT "template_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "template_versions_template_version_uq" ON "template_versions" USING btree ("template_id","version");