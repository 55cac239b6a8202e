CREATE TABLE "sale_cashback_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sale_cashback_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"sale_id" uuid NOT NULL,
	"entry_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "sale_cashback_uses_amount_positive" CHECK ("sale_cashback_uses"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "cashback_redemptions" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD COLUMN "sale_id" uuid;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "sale_cashback_uses" ADD CONSTRAINT "sale_cashback_uses_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cashback_uses" ADD CONSTRAINT "sale_cashback_uses_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cashback_uses" ADD CONSTRAINT "sale_cashback_uses_entry_id_cashback_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."cashback_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_cashback_uses_sale_idx" ON "sale_cashback_uses" USING btree ("sale_id");--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_redemptions" ADD CONSTRAINT "cashback_redemptions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_sale_unique" UNIQUE("sale_id");--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_store_key_unique" UNIQUE("store_id","idempotency_key");