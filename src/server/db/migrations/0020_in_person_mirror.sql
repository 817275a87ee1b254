-- Decision 017 "The mirror": each in-person swap carries a receipt id (drawn by the confirming
-- phone, or by the server for an older app), so its partner can record the mirror of it once, from
-- "They scanned you" or from the receipt code; a user records one mirror per receipt (unique).
-- Swaps confirmed before this have no receipt id and are not offered as mirrors.
ALTER TABLE "in_person_swaps" ADD COLUMN "receipt_id" text;--> statement-breakpoint
ALTER TABLE "in_person_swaps" ADD COLUMN "mirror_of" text;--> statement-breakpoint
CREATE INDEX "in_person_swaps_partner_created_idx" ON "in_person_swaps" USING btree ("partner_user_id","created_at");--> statement-breakpoint
CREATE INDEX "in_person_swaps_receipt_idx" ON "in_person_swaps" USING btree ("receipt_id");--> statement-breakpoint
CREATE UNIQUE INDEX "in_person_swaps_mirror_uq" ON "in_person_swaps" USING btree ("user_id","mirror_of");