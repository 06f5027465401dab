CREATE TABLE "visitor_counts" (
	"kind" text NOT NULL,
	"item" text NOT NULL,
	"visitor" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "visitor_counts_kind_item_visitor_day_pk" PRIMARY KEY("kind","item","visitor","day")
);
--> statement-breakpoint
CREATE INDEX "visitor_counts_day_idx" ON "visitor_counts" USING btree ("day");