CREATE TABLE "activity_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"activity_type" text NOT NULL,
	"device_type" text NOT NULL,
	"events" integer NOT NULL,
	CONSTRAINT "activity_hourly_hour_activity_type_device_type_pk" PRIMARY KEY("hour","activity_type","device_type")
);
--> statement-breakpoint
CREATE TABLE "activity_visitors" (
	"visitor" text NOT NULL,
	"device_type" text NOT NULL,
	"identified" boolean NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_visitors_visitor_device_type_pk" PRIMARY KEY("visitor","device_type")
);
--> statement-breakpoint
DROP INDEX "activities_created_idx";--> statement-breakpoint
ALTER TABLE "ai_usage_logs" ADD COLUMN "fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_visitors_last_seen_idx" ON "activity_visitors" USING btree ("last_seen");--> statement-breakpoint
CREATE INDEX "activity_visitors_device_last_seen_idx" ON "activity_visitors" USING btree ("device_type","last_seen");--> statement-breakpoint
CREATE INDEX "activities_created_id_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_created_cover_idx" ON "activities" USING btree ("created_at","activity_type","device_type","user_id");--> statement-breakpoint
CREATE INDEX "activities_device_created_idx" ON "activities" USING btree ("device_type","created_at");--> statement-breakpoint
INSERT INTO "activity_hourly" ("hour", "activity_type", "device_type", "events")
SELECT date_trunc('hour', "created_at" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "activity_type", "device_type", count(*)::int
FROM "activities" GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "activity_visitors" ("visitor", "device_type", "identified", "last_seen")
SELECT coalesce("user_id"::text, "anonymous_id"), "device_type", "user_id" IS NOT NULL, max("created_at")
FROM "activities" WHERE "user_id" IS NOT NULL OR "anonymous_id" IS NOT NULL GROUP BY 1, 2, 3;
