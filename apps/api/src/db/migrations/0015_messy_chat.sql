ALTER TABLE "ad_payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "ad_payments" ADD COLUMN "duplicate" boolean DEFAULT false NOT NULL;