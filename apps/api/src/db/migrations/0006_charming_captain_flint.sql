DROP INDEX "posts_feed_recent_idx";--> statement-breakpoint
DROP INDEX "posts_feed_hot_idx";--> statement-breakpoint
CREATE INDEX "posts_feed_recent_idx" ON "posts" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"community_id") WHERE status = 'published' AND type = 'post';--> statement-breakpoint
CREATE INDEX "posts_feed_hot_idx" ON "posts" USING btree ("hot_score" DESC NULLS FIRST,"id" DESC NULLS FIRST,"community_id") WHERE status = 'published' AND type = 'post';