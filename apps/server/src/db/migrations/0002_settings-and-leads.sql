CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'converted', 'lost'))
);
--> statement-breakpoint
CREATE INDEX "leads_submitted_idx" ON "leads" USING btree ("submitted_at");--> statement-breakpoint
CREATE INDEX "leads_phone_submitted_idx" ON "leads" USING btree ("phone","submitted_at");--> statement-breakpoint
CREATE INDEX "leads_status_submitted_idx" ON "leads" USING btree ("status","submitted_at");