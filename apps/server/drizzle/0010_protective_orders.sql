CREATE TABLE "protective_orders" (
	"cloid" text PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"account" text NOT NULL,
	"coin" text NOT NULL,
	"kind" text NOT NULL,
	"trigger_price" double precision NOT NULL,
	"status" text NOT NULL,
	"placed_at" bigint NOT NULL,
	"settled_at" bigint
);
--> statement-breakpoint
CREATE INDEX "protective_orders_status_address" ON "protective_orders" USING btree ("status","address");