CREATE TABLE "list_snapshots" (
	"area" text NOT NULL,
	"list" text NOT NULL,
	"tag" text NOT NULL,
	"revision" bigint NOT NULL,
	"epoch" uuid NOT NULL,
	"count" integer NOT NULL,
	"br" bytea NOT NULL,
	"gzip" bytea NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "list_snapshots_area_list_pk" PRIMARY KEY("area","list")
);
