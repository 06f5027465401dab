CREATE TABLE "blogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"content" text NOT NULL,
	"category" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured_image" text DEFAULT '' NOT NULL,
	"featured_image_srcset" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"read_time" integer DEFAULT 1 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"social_shares" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blogs_slug_unique" UNIQUE("slug"),
	CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" in ('draft', 'published')),
	CONSTRAINT "blogs_category_check" CHECK ("blogs"."category" in ('Travel Tips', 'Destination Guides', 'Travel Stories', 'Travel News', 'Travel Deals', 'Other')),
	CONSTRAINT "blogs_views_check" CHECK ("blogs"."views" >= 0)
);
--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_author_id_admins_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blogs_status_created_idx" ON "blogs" USING btree ("status","created_at");