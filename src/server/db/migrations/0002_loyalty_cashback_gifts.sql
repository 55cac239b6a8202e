CREATE TABLE "cashback_config" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"percent_basis_points" integer DEFAULT 1000 NOT NULL,
	"redeem_days" integer DEFAULT 30 NOT NULL,
	"min_purchase_cents" integer DEFAULT 5000 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cashback_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashback_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" uuid,
	"earned_cents" integer NOT NULL,
	"remaining_cents" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cashback_remaining_range" CHECK ("cashback_entries"."remaining_cents" >= 0 and "cashback_entries"."remaining_cents" <= "cashback_entries"."earned_cents")
);
--> statement-breakpoint
CREATE TABLE "cashback_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cashback_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "credit_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"tipo" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_sign" CHECK (("credit_ledger"."tipo" = 'credito' and "credit_ledger"."amount_cents" > 0) or ("credit_ledger"."tipo" = 'debito' and "credit_ledger"."amount_cents" < 0))
);
--> statement-breakpoint
CREATE TABLE "gift_deliveries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"gift_id" integer,
	"customer_id" integer,
	"nome" text NOT NULL,
	"custo_cents" integer DEFAULT 0 NOT NULL,
	"source" text DEFAULT 'entrega' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"numero" integer NOT NULL,
	"nome" text NOT NULL,
	"custo_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gifts_store_numero_unique" UNIQUE("store_id","numero"),
	CONSTRAINT "gifts_cost_nonnegative" CHECK ("gifts"."custo_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loyalty_validations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "loyalty_validations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"purchase_cents" integer NOT NULL,
	"points" integer NOT NULL,
	"qualifies" boolean NOT NULL,
	"grants_spin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"loyalty_pin_hash" text,
	"wheel_prizes" jsonb DEFAULT '["Desconto 10%","Produto Grátis","Desconto 20%","Brinde Especial","Desconto 5%"]'::jsonb NOT NULL,
	"min_prize_purchase_cents" integer DEFAULT 0 NOT NULL,
	"pix_key" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wheel_spins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"validation_id" integer NOT NULL,
	"prize" text NOT NULL,
	"slot" integer NOT NULL,
	"is_loss" boolean NOT NULL,
	"gift_delivery_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wheel_spins_validation_unique" UNIQUE("validation_id")
);
--> statement-breakpoint
ALTER TABLE "cashback_config" ADD CONSTRAINT "cashback_config_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_redemptions" ADD CONSTRAINT "cashback_redemptions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_redemptions" ADD CONSTRAINT "cashback_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_deliveries" ADD CONSTRAINT "gift_deliveries_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_deliveries" ADD CONSTRAINT "gift_deliveries_gift_id_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gifts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_deliveries" ADD CONSTRAINT "gift_deliveries_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_settings" ADD CONSTRAINT "store_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_validation_id_loyalty_validations_id_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."loyalty_validations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_gift_delivery_id_gift_deliveries_id_fk" FOREIGN KEY ("gift_delivery_id") REFERENCES "public"."gift_deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cashback_entries_customer_idx" ON "cashback_entries" USING btree ("store_id","customer_id","expires_at");--> statement-breakpoint
CREATE INDEX "cashback_redemptions_customer_idx" ON "cashback_redemptions" USING btree ("store_id","customer_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_customer_idx" ON "credit_ledger" USING btree ("store_id","customer_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_deliveries_store_idx" ON "gift_deliveries" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "loyalty_validations_customer_idx" ON "loyalty_validations" USING btree ("store_id","customer_id");