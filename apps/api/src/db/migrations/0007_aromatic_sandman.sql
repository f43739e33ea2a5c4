CREATE TABLE "auth_throttles" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"hits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cleared_at" timestamp with time zone,
	"alerted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auth_throttles_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
CREATE INDEX "auth_throttles_updated_idx" ON "auth_throttles" USING btree ("updated_at");