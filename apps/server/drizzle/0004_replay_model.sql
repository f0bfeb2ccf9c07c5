CREATE TABLE "replay_replies" (
	"address" text NOT NULL,
	"key" text NOT NULL,
	"analysis" jsonb NOT NULL,
	"input_tokens" integer NOT NULL,
	"output_tokens" integer NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "replay_replies_address_key_pk" PRIMARY KEY("address","key")
);
--> statement-breakpoint
ALTER TABLE "replay_runs" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "replay_runs" ADD COLUMN "checkpoint" jsonb;