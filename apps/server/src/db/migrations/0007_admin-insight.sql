DROP INDEX "activities_created_idx";--> statement-breakpoint
ALTER TABLE "ai_usage_logs" ADD COLUMN "fallback" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "activities_created_id_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_device_created_idx" ON "activities" USING btree ("device_type","created_at");