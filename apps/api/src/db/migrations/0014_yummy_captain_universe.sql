CREATE TABLE "signup_addresses" (
	"key" text PRIMARY KEY NOT NULL,
	"cluster_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "signup_cluster" integer;--> statement-breakpoint
CREATE INDEX "signup_addresses_started_idx" ON "signup_addresses" USING btree ("started_at");