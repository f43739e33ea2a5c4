CREATE TABLE "ad_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"advertisement_id" integer NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"amount_kobo" bigint NOT NULL,
	"currency" text DEFAULT 'NGN' NOT NULL,
	"status" text DEFAULT 'initialized' NOT NULL,
	"provider_transaction_id" text,
	"paid_at" timestamp with time zone,
	"refund_amount_kobo" bigint,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"business_name" text NOT NULL,
	"caption" text NOT NULL,
	"ad_url" text NOT NULL,
	"budget" integer NOT NULL,
	"start_date" date NOT NULL,
	"duration" integer NOT NULL,
	"image" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"payment_status" text NOT NULL,
	"refund_status" text DEFAULT 'none' NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL,
	"clicks" bigint DEFAULT 0 NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"rejected_at" timestamp with time zone,
	"reject_reason" text,
	"live_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_payments" ADD CONSTRAINT "ad_payments_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_payments_reference_key" ON "ad_payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "ad_payments_advertisement_idx" ON "ad_payments" USING btree ("advertisement_id");--> statement-breakpoint
CREATE INDEX "advertisements_user_created_idx" ON "advertisements" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "advertisements_status_created_idx" ON "advertisements" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "advertisements_active_idx" ON "advertisements" USING btree ("ends_at") WHERE "advertisements"."status" = 'active';