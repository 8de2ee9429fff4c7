CREATE TABLE "section_report_counts" (
	"section" text NOT NULL,
	"version_id" text NOT NULL,
	"kind" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "section_report_counts_pk" PRIMARY KEY("section","version_id","kind","hour"),
	CONSTRAINT "section_report_counts_kind_check" CHECK ("kind" IN ('load', 'failure', 'fallback', 'crash'))
);
--> statement-breakpoint
CREATE TABLE "section_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"version_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "section_errors_section_at_idx" ON "section_errors" USING btree ("section","at");
