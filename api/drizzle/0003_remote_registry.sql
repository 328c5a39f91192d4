CREATE TABLE "remote_activations" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_activations_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" integer NOT NULL,
	"previous" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_bundles" (
	"sha256" text PRIMARY KEY NOT NULL,
	"archive" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_deploy_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"remote" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "remote_deploy_tokens_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "remote_load_errors" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_load_errors_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"version" integer NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_versions" (
	"remote" text NOT NULL,
	"version" integer NOT NULL,
	"source" text NOT NULL,
	"bundle_sha256" text,
	"manifest_url" text,
	"size" integer,
	"deployed_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_versions" ADD CONSTRAINT "remote_versions_bundle_sha256_remote_bundles_sha256_fk" FOREIGN KEY ("bundle_sha256") REFERENCES "public"."remote_bundles"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_activations_remote_idx" ON "remote_activations" USING btree ("remote","seq");--> statement-breakpoint
CREATE INDEX "remote_deploy_tokens_remote_idx" ON "remote_deploy_tokens" USING btree ("remote","created_at");--> statement-breakpoint
CREATE INDEX "remote_load_errors_remote_idx" ON "remote_load_errors" USING btree ("remote","at");--> statement-breakpoint
CREATE UNIQUE INDEX "remote_versions_remote_version_key" ON "remote_versions" USING btree ("remote","version");