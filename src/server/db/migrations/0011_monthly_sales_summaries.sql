CREATE TABLE "monthly_customer_sales" (
	"store_id" integer NOT NULL,
	"month" date NOT NULL,
	"customer_id" integer NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_customer_sales_store_id_month_customer_id_pk" PRIMARY KEY("store_id","month","customer_id")
);
--> statement-breakpoint
CREATE TABLE "monthly_seller_sales" (
	"store_id" integer NOT NULL,
	"month" date NOT NULL,
	"seller_key" text NOT NULL,
	"employee_id" integer,
	"seller_name" text DEFAULT '' NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "monthly_seller_sales_store_id_month_seller_key_pk" PRIMARY KEY("store_id","month","seller_key")
);
--> statement-breakpoint
ALTER TABLE "monthly_customer_sales" ADD CONSTRAINT "monthly_customer_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_customer_sales" ADD CONSTRAINT "monthly_customer_sales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_seller_sales" ADD CONSTRAINT "monthly_seller_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monthly_customer_sales_top_idx" ON "monthly_customer_sales" USING btree ("store_id","month","total_cents" DESC NULLS LAST,"customer_id");