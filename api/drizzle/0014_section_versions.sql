CREATE TABLE "section_versions" (
	"section" text NOT NULL,
	"id" text NOT NULL,
	"manifest_url" text NOT NULL,
	"share" smallint DEFAULT 0 NOT NULL,
	"registered_by" text NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "section_versions_section_id_pk" PRIMARY KEY("section","id"),
	CONSTRAINT "section_versions_share_check" CHECK ("share" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "section_settings" (
	"section" text PRIMARY KEY NOT NULL,
	"allowed_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "section_overrides" (
	"user_id" uuid NOT NULL,
	"section" text NOT NULL,
	"version_id" text NOT NULL,
	CONSTRAINT "section_overrides_user_id_section_pk" PRIMARY KEY("user_id","section"),
	CONSTRAINT "section_overrides_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade,
	CONSTRAINT "section_overrides_version_fk" FOREIGN KEY ("section","version_id") REFERENCES "section_versions"("section","id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE "section_deploy_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"section" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "section_deploy_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE INDEX "section_deploy_keys_section_idx" ON "section_deploy_keys" USING btree ("section");--> statement-breakpoint
CREATE TABLE "section_key_uses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key_id" uuid NOT NULL,
	"section" text NOT NULL,
	"call" text NOT NULL,
	"status" smallint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "section_key_uses_key_idx" ON "section_key_uses" USING btree ("key_id","at");
