CREATE TABLE "customer_birth_months" (
	"store_id" integer NOT NULL,
	"sexo" text DEFAULT '' NOT NULL,
	"birth_month" date,
	"customers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_birth_months_key" UNIQUE NULLS NOT DISTINCT("store_id","sexo","birth_month")
);
--> statement-breakpoint
ALTER TABLE "customer_birth_months" ADD CONSTRAINT "customer_birth_months_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_store_birth_idx" ON "customers" USING btree ("store_id","data_nascimento");