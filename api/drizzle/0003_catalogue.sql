CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area" text NOT NULL,
	"date" date NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"agent" text DEFAULT '' NOT NULL,
	"note_user" text DEFAULT '' NOT NULL,
	"whatsapp_group" text DEFAULT '' NOT NULL,
	"note" text NOT NULL,
	"added_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notes_area_check" CHECK ("notes"."area" IN ('turbo', 'forex'))
);
--> statement-breakpoint
CREATE TABLE "proof_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area" text NOT NULL,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proof_types_area_id_unique" UNIQUE("area","id"),
	CONSTRAINT "proof_types_area_check" CHECK ("proof_types"."area" IN ('turbo', 'forex'))
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_area_id_unique" UNIQUE("area","id"),
	CONSTRAINT "sports_area_check" CHECK ("sports"."area" IN ('turbo', 'forex'))
);
--> statement-breakpoint
CREATE TABLE "whitelabels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area" text NOT NULL,
	"whitelabel_user" text NOT NULL,
	"whatsapp_group" text NOT NULL,
	"hexacode" text NOT NULL,
	"url" text NOT NULL,
	"logo" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whitelabels_area_id_unique" UNIQUE("area","id"),
	CONSTRAINT "whitelabels_area_check" CHECK ("whitelabels"."area" IN ('turbo', 'forex'))
);
--> statement-breakpoint
CREATE INDEX "notes_area_id_idx" ON "notes" USING btree ("area","id");--> statement-breakpoint
CREATE UNIQUE INDEX "proof_types_area_type_unique" ON "proof_types" USING btree ("area",lower("type"));--> statement-breakpoint
CREATE UNIQUE INDEX "sports_area_name_unique" ON "sports" USING btree ("area",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "whitelabels_area_user_unique" ON "whitelabels" USING btree ("area",lower("whitelabel_user"));