ALTER TABLE "sign_in_challenges" ADD COLUMN "browser_hash" text;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD COLUMN "browser_hash" text;