CREATE TABLE "post_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"edited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"editor_id" integer
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_check";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_reply_check";--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "accepted_reply_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "duplicate_of_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_revisions" ADD CONSTRAINT "post_revisions_editor_id_users_id_fk" FOREIGN KEY ("editor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_revisions_post_version_key" ON "post_revisions" USING btree ("post_id","version");--> statement-breakpoint
CREATE INDEX "post_revisions_editor_idx" ON "post_revisions" USING btree ("editor_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_accepted_reply_id_posts_id_fk" FOREIGN KEY ("accepted_reply_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_duplicate_of_id_posts_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_mention_key" ON "notifications" USING btree ("user_id","post_id",coalesce(reply_id, 0)) WHERE type = 'mention';--> statement-breakpoint
CREATE INDEX "posts_feed_solved_idx" ON "posts" USING btree ("hot_score" DESC NULLS FIRST,"id" DESC NULLS FIRST,"community_id") WHERE status = 'published' AND type = 'post' AND accepted_reply_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_accepted_reply_idx" ON "posts" USING btree ("accepted_reply_id") WHERE accepted_reply_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_duplicate_of_idx" ON "posts" USING btree ("duplicate_of_id") WHERE duplicate_of_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_username_prefix_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower(coalesce("first_name", '') || ' ' || coalesce("last_name", '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_last_name_prefix_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_check" CHECK ("notifications"."type" in ('reply', 'like', 'mention', 'accepted', 'report', 'task_review'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_reply_check" CHECK ("notifications"."type" = 'mention' or ("notifications"."type" in ('reply', 'accepted')) = ("notifications"."reply_id" is not null));