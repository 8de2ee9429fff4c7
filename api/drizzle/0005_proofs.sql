CREATE TABLE "proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area" text NOT NULL,
	"whitelabel_id" uuid NOT NULL,
	"proof_type_id" uuid NOT NULL,
	"sport_id" uuid NOT NULL,
	"agent_name" text DEFAULT '' NOT NULL,
	"proof_user" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"profit_and_loss" bigint DEFAULT 0 NOT NULL,
	"event_name" text NOT NULL,
	"market_name" text NOT NULL,
	"navigation" text NOT NULL,
	"navigation2" text DEFAULT '' NOT NULL,
	"date" date NOT NULL,
	"proof_maker" text DEFAULT '' NOT NULL,
	"whatsapp_group" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"navigation2_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proofs_area_check" CHECK ("proofs"."area" IN ('turbo', 'forex')),
	CONSTRAINT "proofs_amount_check" CHECK ("proofs"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_whitelabel_fk" FOREIGN KEY ("area","whitelabel_id") REFERENCES "public"."whitelabels"("area","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_proof_type_fk" FOREIGN KEY ("area","proof_type_id") REFERENCES "public"."proof_types"("area","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_sport_fk" FOREIGN KEY ("area","sport_id") REFERENCES "public"."sports"("area","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proofs_area_created_idx" ON "proofs" USING btree ("area","created_at");--> statement-breakpoint
CREATE INDEX "proofs_whitelabel_idx" ON "proofs" USING btree ("area","whitelabel_id");--> statement-breakpoint
CREATE INDEX "proofs_proof_type_idx" ON "proofs" USING btree ("area","proof_type_id");--> statement-breakpoint
CREATE INDEX "proofs_sport_idx" ON "proofs" USING btree ("area","sport_id");