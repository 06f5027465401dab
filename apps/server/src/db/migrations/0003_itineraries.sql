CREATE TABLE "itineraries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"search_hash" text NOT NULL,
	"engine" text NOT NULL,
	"title" text NOT NULL,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"data" jsonb NOT NULL,
	"search" jsonb NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"has_details" boolean DEFAULT false NOT NULL,
	"shares" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itineraries_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "itinerary_details" (
	"itinerary_id" uuid PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"search_hash" text NOT NULL,
	"page" integer NOT NULL,
	"engine" text NOT NULL,
	"search" jsonb NOT NULL,
	"itinerary_ids" jsonb NOT NULL,
	"has_more" boolean DEFAULT false NOT NULL,
	"processing_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_searches_hash_page_unique" UNIQUE("search_hash","page")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"search_key" text NOT NULL,
	"search" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_user_search_unique" UNIQUE("user_id","search_key")
);
--> statement-breakpoint
ALTER TABLE "itinerary_details" ADD CONSTRAINT "itinerary_details_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "itineraries_popular_idx" ON "itineraries" USING btree ("has_details","views","created_at");--> statement-breakpoint
CREATE INDEX "itineraries_created_idx" ON "itineraries" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_history_user_created_idx" ON "search_history" USING btree ("user_id","created_at");