CREATE TABLE "packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"short_description" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_price" integer NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"discounted_price" integer GENERATED ALWAYS AS ((round("packages"."base_price"::numeric * (100 - "packages"."discount_percentage") / 100))::integer) STORED,
	"currency" text DEFAULT 'INR' NOT NULL,
	"price_per_person" boolean DEFAULT true NOT NULL,
	"valid_until" date,
	"from_location" text NOT NULL,
	"to_location" text NOT NULL,
	"duration" integer NOT NULL,
	"travel_class" text DEFAULT 'Economy' NOT NULL,
	"max_travelers" integer DEFAULT 10 NOT NULL,
	"min_travelers" integer DEFAULT 1 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exclusions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"itinerary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"requires_advance_booking" boolean DEFAULT true NOT NULL,
	"advance_booking_days" integer DEFAULT 7 NOT NULL,
	"cancellation_policy" text NOT NULL,
	"refund_policy" text NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"contact_email" text DEFAULT '' NOT NULL,
	"contact_whatsapp" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_slug_unique" UNIQUE("slug"),
	CONSTRAINT "packages_status_check" CHECK ("packages"."status" in ('draft', 'published', 'archived')),
	CONSTRAINT "packages_currency_check" CHECK ("packages"."currency" in ('INR', 'USD', 'EUR', 'GBP')),
	CONSTRAINT "packages_travel_class_check" CHECK ("packages"."travel_class" in ('Economy', 'Business', 'First Class', 'Premium Economy')),
	CONSTRAINT "packages_base_price_check" CHECK ("packages"."base_price" >= 0),
	CONSTRAINT "packages_discount_check" CHECK ("packages"."discount_percentage" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"travelers" integer NOT NULL,
	"preferred_date" date NOT NULL,
	"special_requests" text DEFAULT '' NOT NULL,
	"item_type" text NOT NULL,
	"package_id" text,
	"package_slug" text NOT NULL,
	"package_title" text NOT NULL,
	"package_price" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('pending', 'contacted', 'confirmed', 'cancelled', 'completed')),
	CONSTRAINT "bookings_item_type_check" CHECK ("bookings"."item_type" in ('package', 'itinerary'))
);
--> statement-breakpoint
CREATE TABLE "booking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text,
	"successful" boolean,
	"notes" text DEFAULT '' NOT NULL,
	"from_status" text,
	"to_status" text,
	"admin_id" uuid,
	"admin_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_events_shape_check" CHECK (("booking_events"."kind" = 'contact' and "booking_events"."method" is not null and "booking_events"."successful" is not null) or ("booking_events"."kind" = 'status' and "booking_events"."to_status" is not null))
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
ALTER TABLE "booking_events" ADD CONSTRAINT "booking_events_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "packages_status_created_idx" ON "packages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "packages_status_price_idx" ON "packages" USING btree ("status","discounted_price");--> statement-breakpoint
CREATE INDEX "packages_status_featured_views_idx" ON "packages" USING btree ("status","featured","views");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_status_created_idx" ON "bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "booking_events_booking_idx" ON "booking_events" USING btree ("booking_id","id");