CREATE TABLE "agents" (
	"main_address" text NOT NULL,
	"agent_address" text NOT NULL,
	"agent_name" text NOT NULL,
	"max_order_size_units" text NOT NULL,
	"expiration_time" bigint NOT NULL,
	"nonce" bigint NOT NULL,
	"chain_id" integer NOT NULL,
	"signature" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "agents_main_address_agent_address_pk" PRIMARY KEY("main_address","agent_address")
);
--> statement-breakpoint
CREATE TABLE "analyses" (
	"id" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" bigint NOT NULL,
	"request" jsonb NOT NULL,
	"prompt" text NOT NULL,
	"model" text NOT NULL,
	"provider" text NOT NULL,
	"decisions" jsonb NOT NULL,
	"input_tokens" integer NOT NULL,
	"output_tokens" integer NOT NULL,
	"latency_ms" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_nonces" (
	"nonce" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equity_snapshots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "equity_snapshots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address" text NOT NULL,
	"timestamp" bigint NOT NULL,
	"total_equity" double precision NOT NULL,
	"pnl" double precision NOT NULL,
	"pnl_pct" double precision NOT NULL,
	"cycle_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "executions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"address" text NOT NULL,
	"account" text NOT NULL,
	"mode" text NOT NULL,
	"signer" text NOT NULL,
	"status" text NOT NULL,
	"created_at" bigint NOT NULL,
	"orders" jsonb NOT NULL,
	"results" jsonb,
	CONSTRAINT "executions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analyses_address_created" ON "analyses" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "equity_snapshots_address_time" ON "equity_snapshots" USING btree ("address","timestamp");--> statement-breakpoint
CREATE INDEX "executions_address_created" ON "executions" USING btree ("address","created_at");