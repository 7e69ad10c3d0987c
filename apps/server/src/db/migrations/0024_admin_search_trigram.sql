-- The platform admin's global search (issue 14): trigram indexes, so a "contains" search (LIKE
-- '%term%') across every company reads an index instead of every row. pg_trgm is a trusted extension
-- (PostgreSQL 13+): the database owner may create it; PGlite loads it from its contrib bundle
-- (db/client.ts). The expressions are the ones features/admin-search/admin-search.repo.ts matches.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "companies_search_trgm_idx" ON "companies" USING gin ((lower("name" || E'\n' || coalesce("city", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_trgm_idx" ON "users" USING gin ((lower("first_name" || ' ' || "last_name" || E'\n' || "email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "offers_recipient_trgm_idx" ON "offers" USING gin ((lower("recipient")) gin_trgm_ops);
