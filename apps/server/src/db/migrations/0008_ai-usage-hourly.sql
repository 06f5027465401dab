CREATE TABLE "ai_usage_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"endpoint" text NOT NULL,
	"engine" text NOT NULL,
	"model" text NOT NULL,
	"calls" integer NOT NULL,
	"errors" integer NOT NULL,
	"fallbacks" integer NOT NULL,
	"unpriced" integer NOT NULL,
	"response_time_ms" double precision NOT NULL,
	"tokens" double precision NOT NULL,
	"cost_usd" double precision NOT NULL,
	CONSTRAINT "ai_usage_hourly_hour_endpoint_engine_model_pk" PRIMARY KEY("hour","endpoint","engine","model")
);
--> statement-breakpoint
INSERT INTO "ai_usage_hourly" ("hour", "endpoint", "engine", "model", "calls", "errors", "fallbacks", "unpriced", "response_time_ms", "tokens", "cost_usd")
SELECT (date_trunc('hour', ("created_at" AT TIME ZONE 'UTC') + interval '330 minutes') - interval '330 minutes') AT TIME ZONE 'UTC',
  "endpoint", "engine", coalesce("model", ''), count(*)::int,
  (count(*) FILTER (WHERE "status" = 'error'))::int,
  (count(*) FILTER (WHERE "fallback"))::int,
  (count(*) FILTER (WHERE NOT "cost_known"))::int,
  sum("response_time_ms")::float8, sum("total_tokens")::float8, sum("cost_usd")::float8
FROM "ai_usage_logs" GROUP BY 1, 2, 3, 4;
