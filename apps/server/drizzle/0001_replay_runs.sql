CREATE TABLE "replay_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"model" text NOT NULL,
	"status" text NOT NULL,
	"request" jsonb NOT NULL,
	"progress_done" integer NOT NULL,
	"progress_total" integer NOT NULL,
	"result" jsonb,
	"error" text,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "replay_runs_address_created" ON "replay_runs" USING btree ("address","created_at");