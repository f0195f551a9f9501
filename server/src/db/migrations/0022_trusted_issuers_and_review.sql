CREATE TABLE "trusted_issuers" (
	"id" serial PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"name" text NOT NULL,
	"added_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "external_credentials" ADD COLUMN "review" text;--> statement-breakpoint
ALTER TABLE "external_credentials" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "external_credentials" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trusted_issuers" ADD CONSTRAINT "trusted_issuers_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_issuers_did_key" ON "trusted_issuers" USING btree ("did");--> statement-breakpoint
ALTER TABLE "external_credentials" ADD CONSTRAINT "external_credentials_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_credentials_pending_review_idx" ON "external_credentials" USING btree ("id") WHERE "external_credentials"."review" = 'pending';--> statement-breakpoint
-- Credentials kept before the issuer and holder checks (issue 41): their issuer is not recognised unless it is the
-- school's own DID (the issuer its own badge credentials name), their holder not checked yet; none stays 'verified',
-- and one that was is pending staff's review until a re-check (which makes both checks) says otherwise.
WITH "own" AS (
  SELECT DISTINCT coalesce("credential"->'issuer'->>'id', "credential"->>'issuer') AS "did" FROM "badge_credentials"
)
UPDATE "external_credentials" AS "e" SET
  "result" = jsonb_set(
    "e"."result",
    '{checks}',
    coalesce("e"."result"->'checks', '[]'::jsonb) || jsonb_build_array(
      CASE WHEN "e"."issuer_id" IN (SELECT "did" FROM "own" WHERE "did" IS NOT NULL)
        THEN jsonb_build_object('id', 'issuer', 'outcome', 'passed',
          'message', 'Emisor reconocido: esta escuela (' || "e"."issuer_id" || ')')
        ELSE jsonb_build_object('id', 'issuer', 'outcome', 'failed',
          'message', 'Emisor no reconocido: ' || coalesce("e"."issuer_id", 'la credencial no nombra su emisor')
            || ' no está en la lista de emisores de confianza de la escuela'
            || CASE WHEN "e"."issuer_name" IS NOT NULL THEN '. El archivo dice: «' || "e"."issuer_name" || '»' ELSE '' END)
      END,
      jsonb_build_object('id', 'holder', 'outcome', 'unknown',
        'message', 'No se comprobó: la credencial se guardó antes de esta comprobación; vuelve a comprobarla')
    )
  ) || jsonb_build_object('recognised_issuer_name',
    CASE WHEN "e"."issuer_id" IN (SELECT "did" FROM "own" WHERE "did" IS NOT NULL) THEN 'Esta escuela' END),
  "verified" = false,
  "review" = CASE WHEN "e"."verified" THEN 'pending' END
WHERE NOT coalesce("e"."result"->'checks' @> '[{"id": "issuer"}]'::jsonb, false);
