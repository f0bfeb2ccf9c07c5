CREATE TABLE "auto_trading_runs" (
	"address" text NOT NULL,
	"slot" bigint NOT NULL,
	"status" text NOT NULL,
	"started_at" bigint NOT NULL,
	"finished_at" bigint,
	"lease_until" bigint NOT NULL,
	"attempts" integer NOT NULL,
	"analysis" jsonb,
	"orders" jsonb,
	"execution_id" text,
	"record" jsonb,
	CONSTRAINT "auto_trading_runs_address_slot_pk" PRIMARY KEY("address","slot")
);
--> statement-breakpoint
CREATE TABLE "auto_trading_schedules" (
	"address" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"interval_minutes" integer NOT NULL,
	"next_run_at" bigint,
	"settings" jsonb NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "auto_trading_runs_status_lease" ON "auto_trading_runs" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "auto_trading_schedules_due" ON "auto_trading_schedules" USING btree ("enabled","next_run_at");