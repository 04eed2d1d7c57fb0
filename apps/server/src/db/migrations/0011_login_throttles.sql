CREATE TABLE "login_throttles" (
	"username" text NOT NULL,
	"ip" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "login_throttles_username_ip_pk" PRIMARY KEY("username","ip")
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "first_failed_at";--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "locked_until";