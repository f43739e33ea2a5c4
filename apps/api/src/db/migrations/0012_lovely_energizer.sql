CREATE TABLE "item_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"translated_text" text DEFAULT '' NOT NULL,
	"audio_key" text,
	"audio_sha256" text,
	"audio_mime" text,
	"audio_bytes" integer,
	"audio_seconds" real,
	"last_upload_id" text,
	"notes" text,
	"points_awarded" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"reward_task_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"language_name" text NOT NULL,
	"language_mode" text NOT NULL,
	"reward_amount" numeric(12, 2),
	"estimated_duration" text,
	"deadline" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reward_task_participants" (
	"reward_task_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_task_participants_reward_task_id_user_id_pk" PRIMARY KEY("reward_task_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reward_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"third_party_ref" text NOT NULL,
	"name" text NOT NULL,
	"company" text NOT NULL,
	"company_logo" text,
	"difficulty" text NOT NULL,
	"reward_type" text NOT NULL,
	"category" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"reward_amount" numeric(12, 2),
	"duration" integer,
	"estimated_duration" text,
	"deadline" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"max_participants" integer,
	"requirements" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"skills_required" text DEFAULT '' NOT NULL,
	"tools_required" text DEFAULT '' NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"text" text NOT NULL,
	"sentence_type" text DEFAULT '' NOT NULL,
	"grammatical_features" text DEFAULT '' NOT NULL,
	"domain" text DEFAULT '' NOT NULL,
	"style" text DEFAULT '' NOT NULL,
	"complexity" text DEFAULT '' NOT NULL,
	"order_index" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "item_submissions" ADD CONSTRAINT "item_submissions_item_id_translation_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."translation_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_submissions" ADD CONSTRAINT "item_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_submissions" ADD CONSTRAINT "item_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_assignments" ADD CONSTRAINT "reward_assignments_reward_task_id_reward_tasks_id_fk" FOREIGN KEY ("reward_task_id") REFERENCES "public"."reward_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_task_participants" ADD CONSTRAINT "reward_task_participants_reward_task_id_reward_tasks_id_fk" FOREIGN KEY ("reward_task_id") REFERENCES "public"."reward_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_task_participants" ADD CONSTRAINT "reward_task_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "translation_items" ADD CONSTRAINT "translation_items_assignment_id_reward_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."reward_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "item_submissions_item_user_key" ON "item_submissions" USING btree ("item_id","user_id");--> statement-breakpoint
CREATE INDEX "item_submissions_status_submitted_idx" ON "item_submissions" USING btree ("status","submitted_at","id");--> statement-breakpoint
CREATE INDEX "item_submissions_user_completed_idx" ON "item_submissions" USING btree ("user_id","completed_at") WHERE "item_submissions"."status" = 'completed';--> statement-breakpoint
CREATE INDEX "reward_assignments_task_idx" ON "reward_assignments" USING btree ("reward_task_id","id");--> statement-breakpoint
CREATE INDEX "reward_task_participants_user_idx" ON "reward_task_participants" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_tasks_third_party_ref_key" ON "reward_tasks" USING btree ("third_party_ref");--> statement-breakpoint
CREATE INDEX "reward_tasks_listed_idx" ON "reward_tasks" USING btree ("status","created_at") WHERE "reward_tasks"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "translation_items_assignment_order_key" ON "translation_items" USING btree ("assignment_id","order_index");