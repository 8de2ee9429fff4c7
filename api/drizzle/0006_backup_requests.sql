CREATE TABLE "backup_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"username" text NOT NULL,
	"role" text NOT NULL,
	"collections" text[] NOT NULL,
	"target_email" text NOT NULL,
	"outcome" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backup_requests" ADD CONSTRAINT "backup_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_requests_requested_at_idx" ON "backup_requests" USING btree ("requested_at");