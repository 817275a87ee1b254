-- Decision 038: the language each account reads Swapsies in (screens, API errors, emails, push).
-- Accounts made before it read English, as they did; a new account starts in the language its
-- browser asked for.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
