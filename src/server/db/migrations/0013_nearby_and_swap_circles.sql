CREATE TABLE "circle_members" (
	"circle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "circle_members_circle_id_user_id_pk" PRIMARY KEY("circle_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "circles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"organiser_id" integer NOT NULL,
	"invite_token" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_kind" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_code" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_lon" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "area_radius_km" integer;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "circle_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_circle_id_circles_id_fk" FOREIGN KEY ("circle_id") REFERENCES "public"."circles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circle_members" ADD CONSTRAINT "circle_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circles" ADD CONSTRAINT "circles_organiser_id_users_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circle_members_user_idx" ON "circle_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "circles_invite_token_uq" ON "circles" USING btree ("invite_token");--> statement-breakpoint
CREATE INDEX "circles_organiser_open_idx" ON "circles" USING btree ("organiser_id") WHERE "circles"."closed_at" is null;--> statement-breakpoint
-- custom SQL (keep when regenerating)
-- An area is all there or not at all, with one of the radii Settings offers (decision 020).
ALTER TABLE "users" ADD CONSTRAINT "users_area_whole" CHECK (("area_kind" is null) = ("area_lat" is null) and ("area_lat" is null) = ("area_lon" is null) and ("area_code" is null) = ("area_kind" is null));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_area_radius_valid" CHECK ("area_radius_km" is null or "area_radius_km" in (5, 25, 100));
