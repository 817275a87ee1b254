CREATE TABLE "template_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"template_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	CONSTRAINT "template_reports_status_valid" CHECK ("template_reports"."status" in ('open', 'resolved'))
);
--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "publisher" text;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "year" integer;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "specials" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_templates" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "stickers" ADD COLUMN "retired" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "template_reports" ADD CONSTRAINT "template_reports_template_id_collection_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."collection_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_reports" ADD CONSTRAINT "template_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_reports" ADD CONSTRAINT "template_reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "template_reports_status_idx" ON "template_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "template_reports_template_idx" ON "template_reports" USING btree ("template_id");--> statement-breakpoint
ALTER TABLE "collection_templates" ADD CONSTRAINT "collection_templates_merged_into_collection_templates_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."collection_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_templates_listed_idx" ON "collection_templates" USING btree ("verified",lower("title")) WHERE not "collection_templates"."hidden";