CREATE TABLE "risk_governors" (
	"address" text PRIMARY KEY NOT NULL,
	"limits" jsonb NOT NULL,
	"state" jsonb,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_trips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "risk_trips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"at" bigint NOT NULL,
	"equity" double precision NOT NULL,
	"measured" double precision NOT NULL,
	"limit" double precision NOT NULL,
	"place" text NOT NULL,
	"rearmed_at" bigint
);
--> statement-breakpoint
CREATE INDEX "risk_trips_address_at" ON "risk_trips" USING btree ("address","at");