CREATE TABLE "server_instances" (
	"id" text PRIMARY KEY NOT NULL,
	"started_at" bigint NOT NULL,
	"heartbeat_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_trading_runs" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "executions" ADD COLUMN "owner" text;--> statement-breakpoint
CREATE INDEX "executions_status_owner" ON "executions" USING btree ("status","owner");