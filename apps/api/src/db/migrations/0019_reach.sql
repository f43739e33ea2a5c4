CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"digest" text DEFAULT 'off' NOT NULL,
	"types" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_digest_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_digest_check" CHECK ("notification_preferences"."digest" in ('off', 'daily', 'weekly'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watches" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"post_id" integer,
	"community_id" integer,
	"tag_key" text,
	"level" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watches_target_check" CHECK (num_nonnulls("watches"."post_id", "watches"."community_id", "watches"."tag_key") = 1 and length(coalesce("watches"."tag_key", '')) <= 200),
	CONSTRAINT "watches_level_check" CHECK ("watches"."level" in ('watching', 'muted'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_reply_check";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watches" ADD CONSTRAINT "watches_community_id_communities_id_fk" FOREIGN KEY ("community_id") REFERENCES "public"."communities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_preferences_digest_idx" ON "notification_preferences" USING btree ("digest","last_digest_at") WHERE digest <> 'off';--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "watches_post_key" ON "watches" USING btree ("post_id","user_id") WHERE post_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "watches_community_key" ON "watches" USING btree ("community_id","user_id") WHERE community_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "watches_tag_key" ON "watches" USING btree ("tag_key","user_id") WHERE tag_key is not null;--> statement-breakpoint
CREATE INDEX "watches_user_idx" ON "watches" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_watched_key" ON "notifications" USING btree ("user_id","post_id",coalesce(reply_id, 0)) WHERE type = 'watched';--> statement-breakpoint
CREATE INDEX "notifications_undispatched_idx" ON "notifications" USING btree ("id") WHERE dispatched_at is null;--> statement-breakpoint
CREATE INDEX "notifications_unmailed_idx" ON "notifications" USING btree ("user_id","created_at") WHERE read_at is null and emailed_at is null;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('reply', 'like', 'mention', 'accepted', 'report', 'task_review', 'watched'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reply_check" CHECK ("notifications"."type" in ('mention', 'watched') or ("notifications"."type" in ('reply', 'accepted')) = ("notifications"."reply_id" is not null));--> statement-breakpoint
-- Notifications written before push and mail existed are not pushed or mailed now: they count as handed on.
UPDATE "notifications" SET "dispatched_at" = "created_at";
