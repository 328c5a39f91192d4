CREATE TABLE "remote_fallback_reasons" (
	"remote" text NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_fallback_reasons_remote_version_reason_pk" PRIMARY KEY("remote","version","reason")
);
--> statement-breakpoint
CREATE TABLE "remote_health" (
	"remote" text NOT NULL,
	"version" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"page_loads" integer DEFAULT 0 NOT NULL,
	"load_failures" integer DEFAULT 0 NOT NULL,
	"render_errors" integer DEFAULT 0 NOT NULL,
	"server_fallbacks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_health_remote_version_minute_pk" PRIMARY KEY("remote","version","minute")
);
--> statement-breakpoint
CREATE TABLE "remote_previews" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"remote" text NOT NULL,
	"version" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_refusals" (
	"seq" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_refusals_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"by" text NOT NULL,
	"problems" jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "remote_rollouts" (
	"remote" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"percent" integer NOT NULL,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "remote_activations" ADD COLUMN "by" text;--> statement-breakpoint
ALTER TABLE "remote_activations" ADD COLUMN "automatic" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_deploy_tokens" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_deploy_tokens" ADD COLUMN "may_activate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "git_commit" text;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "git_branch" text;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "git_author" text;--> statement-breakpoint
ALTER TABLE "remote_versions" ADD COLUMN "git_dirty" boolean;--> statement-breakpoint
CREATE INDEX "remote_previews_remote_idx" ON "remote_previews" USING btree ("remote","version");--> statement-breakpoint
CREATE INDEX "remote_refusals_remote_idx" ON "remote_refusals" USING btree ("remote","seq");