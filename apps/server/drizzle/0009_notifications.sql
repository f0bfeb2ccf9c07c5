CREATE TABLE "notification_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"event_id" text NOT NULL,
	"address" text NOT NULL,
	"event" text NOT NULL,
	"channel" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text NOT NULL,
	"attempts" integer NOT NULL,
	"created_at" bigint NOT NULL,
	"delivered_at" bigint,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"address" text PRIMARY KEY NOT NULL,
	"webhook_host" text,
	"webhook_url_sealed" text,
	"webhook_secret_sealed" text,
	"telegram_token_sealed" text,
	"telegram_chat_id" text,
	"events" jsonb NOT NULL,
	"language" text NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "notification_outbox_event_channel" ON "notification_outbox" USING btree ("event_id","channel");--> statement-breakpoint
CREATE INDEX "notification_outbox_status" ON "notification_outbox" USING btree ("status","created_at");