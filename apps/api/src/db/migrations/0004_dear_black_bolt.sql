DROP INDEX "bookmarks_user_idx";--> statement-breakpoint
DROP INDEX "posts_feed_recent_idx";--> statement-breakpoint
DROP INDEX "posts_feed_hot_idx";--> statement-breakpoint
DROP INDEX "posts_user_idx";--> statement-breakpoint
DROP INDEX "posts_community_idx";--> statement-breakpoint
CREATE INDEX "bookmarks_user_idx" ON "bookmarks" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_feed_recent_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published' AND type = 'post';--> statement-breakpoint
CREATE INDEX "posts_feed_hot_idx" ON "posts" USING btree ("hot_score" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'published' AND type = 'post';--> statement-breakpoint
CREATE INDEX "posts_user_idx" ON "posts" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "posts_community_idx" ON "posts" USING btree ("community_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);