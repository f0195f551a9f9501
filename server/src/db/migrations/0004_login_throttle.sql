CREATE TABLE "login_throttle" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" bigint
);
--> statement-breakpoint
CREATE INDEX "login_throttle_expire_idx" ON "login_throttle" USING btree ("expire");