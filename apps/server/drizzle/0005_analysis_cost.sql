ALTER TABLE "analyses" ADD COLUMN "cached_input_tokens" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analyses" ADD COLUMN "cost_usd" double precision;--> statement-breakpoint
-- The built-in analyst never cost anything: its earlier analyses are free, not unpriced.
UPDATE "analyses" SET "cost_usd" = 0 WHERE "provider" = 'built-in';