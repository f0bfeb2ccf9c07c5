CREATE TABLE "exit_events" (
	"id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"coin" text NOT NULL,
	"at" bigint NOT NULL,
	"kind" text NOT NULL,
	"manager" text NOT NULL,
	"from_price" double precision,
	"to_price" double precision,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "exit_managers" (
	"address" text PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"lease_until" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exit_positions" (
	"address" text NOT NULL,
	"coin" text NOT NULL,
	"side" text NOT NULL,
	"policy" jsonb NOT NULL,
	"manager" text NOT NULL,
	"status" text NOT NULL,
	"entry_price" double precision NOT NULL,
	"initial_stop" double precision NOT NULL,
	"stop" double precision NOT NULL,
	"stop_cloid" text NOT NULL,
	"extreme" double precision NOT NULL,
	"last_move_at" bigint,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "exit_positions_address_coin_pk" PRIMARY KEY("address","coin")
);
--> statement-breakpoint
CREATE INDEX "exit_events_address_at" ON "exit_events" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "exit_positions_manager_status" ON "exit_positions" USING btree ("manager","status");