CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area" text NOT NULL,
	"date" date NOT NULL,
	"user_name" text NOT NULL,
	"agent" text NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"originals" jsonb NOT NULL,
	"ac_balance" double precision NOT NULL,
	"after_void_balance" double precision NOT NULL,
	"catch_by" text NOT NULL,
	"proof_type" text NOT NULL,
	"proof_status" text NOT NULL,
	"void_status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"record_add_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_area_check" CHECK ("reports"."area" IN ('turbo', 'forex'))
);
--> statement-breakpoint
CREATE INDEX "reports_area_date_idx" ON "reports" USING btree ("area","date");