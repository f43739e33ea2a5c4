DROP INDEX "bookmarks_post_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "achievers_one_active_key" ON "achievers" USING btree ("active") WHERE "achievers"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "polls_one_active_key" ON "polls" USING btree ("active") WHERE "polls"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "bookmarks_post_user_key" ON "bookmarks" USING btree ("post_id","user_id");--> statement-breakpoint
ALTER TABLE "post_reactions" ADD CONSTRAINT "post_reactions_value_check" CHECK ("post_reactions"."value" in (1, -1));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_type_check" CHECK ("posts"."type" in ('post', 'comment'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_status_check" CHECK ("posts"."status" in ('published', 'draft'));--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_comment_parent_check" CHECK (("posts"."type" = 'comment') = ("posts"."parent_id" is not null));