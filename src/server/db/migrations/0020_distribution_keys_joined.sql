-- The tenant tables joined by foreign keys get keys that include store_id, as tables distributed
-- by store_id need (docs/scaling.md, "Past one PostgreSQL: Citus"): primary keys (store_id, id),
-- unique constraints with store_id, and foreign keys (store_id, x_id) → parent (store_id, id).
-- A foreign key that nulled its column on delete now nulls that column alone (PostgreSQL 15's
-- ON DELETE SET NULL (x_id)), so store_id is kept. ids stay identity columns or random UUIDs,
-- unique by value; the look-ups by id alone (an image's and an order's public address, a variant
-- by image) get a plain index. Order: the old foreign keys and unique constraints go first, then
-- the primary keys change, then the foreign keys come back composite.
--
-- First, existing rows must satisfy the new foreign keys: each row's store_id equals that of the
-- row it references. The migration stops, naming the columns, if any does not.
DO $$
DECLARE
  bad text;
BEGIN
  SELECT string_agg(format('%s.%s: %s', t, c, n), ', ') INTO bad FROM (
    SELECT 'campaign_sends' AS t, 'campaign_id' AS c, count(*) AS n FROM "campaign_sends" x JOIN "campaigns" p ON p.id = x."campaign_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'campaign_sends' AS t, 'customer_id' AS c, count(*) AS n FROM "campaign_sends" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'campaign_tags' AS t, 'campaign_id' AS c, count(*) AS n FROM "campaign_tags" x JOIN "campaigns" p ON p.id = x."campaign_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'campaign_tags' AS t, 'tag_id' AS c, count(*) AS n FROM "campaign_tags" x JOIN "tags" p ON p.id = x."tag_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'cashback_entries' AS t, 'customer_id' AS c, count(*) AS n FROM "cashback_entries" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'cashback_entries' AS t, 'sale_id' AS c, count(*) AS n FROM "cashback_entries" x JOIN "sales" p ON p.id = x."sale_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'cashback_redemptions' AS t, 'customer_id' AS c, count(*) AS n FROM "cashback_redemptions" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'cashback_redemptions' AS t, 'sale_id' AS c, count(*) AS n FROM "cashback_redemptions" x JOIN "sales" p ON p.id = x."sale_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'credit_ledger' AS t, 'customer_id' AS c, count(*) AS n FROM "credit_ledger" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'credit_ledger' AS t, 'sale_id' AS c, count(*) AS n FROM "credit_ledger" x JOIN "sales" p ON p.id = x."sale_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'flash_promotion_products' AS t, 'promotion_id' AS c, count(*) AS n FROM "flash_promotion_products" x JOIN "flash_promotions" p ON p.id = x."promotion_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'flash_promotion_products' AS t, 'product_id' AS c, count(*) AS n FROM "flash_promotion_products" x JOIN "products" p ON p.id = x."product_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'gift_deliveries' AS t, 'gift_id' AS c, count(*) AS n FROM "gift_deliveries" x JOIN "gifts" p ON p.id = x."gift_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'gift_deliveries' AS t, 'customer_id' AS c, count(*) AS n FROM "gift_deliveries" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'image_variants' AS t, 'image_id' AS c, count(*) AS n FROM "image_variants" x JOIN "images" p ON p.id = x."image_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'loyalty_validations' AS t, 'customer_id' AS c, count(*) AS n FROM "loyalty_validations" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'loyalty_validations' AS t, 'sale_id' AS c, count(*) AS n FROM "loyalty_validations" x JOIN "sales" p ON p.id = x."sale_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'monthly_customer_sales' AS t, 'customer_id' AS c, count(*) AS n FROM "monthly_customer_sales" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'order_events' AS t, 'order_id' AS c, count(*) AS n FROM "order_events" x JOIN "orders" p ON p.id = x."order_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'order_items' AS t, 'order_id' AS c, count(*) AS n FROM "order_items" x JOIN "orders" p ON p.id = x."order_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'order_items' AS t, 'product_id' AS c, count(*) AS n FROM "order_items" x JOIN "products" p ON p.id = x."product_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'orders' AS t, 'customer_id' AS c, count(*) AS n FROM "orders" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'points_ledger' AS t, 'customer_id' AS c, count(*) AS n FROM "points_ledger" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'products' AS t, 'image_id' AS c, count(*) AS n FROM "products" x JOIN "images" p ON p.id = x."image_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'sale_cashback_uses' AS t, 'sale_id' AS c, count(*) AS n FROM "sale_cashback_uses" x JOIN "sales" p ON p.id = x."sale_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'sale_cashback_uses' AS t, 'entry_id' AS c, count(*) AS n FROM "sale_cashback_uses" x JOIN "cashback_entries" p ON p.id = x."entry_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'sale_items' AS t, 'sale_id' AS c, count(*) AS n FROM "sale_items" x JOIN "sales" p ON p.id = x."sale_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'sale_items' AS t, 'product_id' AS c, count(*) AS n FROM "sale_items" x JOIN "products" p ON p.id = x."product_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'sale_payments' AS t, 'sale_id' AS c, count(*) AS n FROM "sale_payments" x JOIN "sales" p ON p.id = x."sale_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'sales' AS t, 'customer_id' AS c, count(*) AS n FROM "sales" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'sales' AS t, 'employee_id' AS c, count(*) AS n FROM "sales" x JOIN "employees" p ON p.id = x."employee_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'tag_members' AS t, 'tag_id' AS c, count(*) AS n FROM "tag_members" x JOIN "tags" p ON p.id = x."tag_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'tag_members' AS t, 'customer_id' AS c, count(*) AS n FROM "tag_members" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'task_runs' AS t, 'template_id' AS c, count(*) AS n FROM "task_runs" x JOIN "task_templates" p ON p.id = x."template_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'wheel_spins' AS t, 'customer_id' AS c, count(*) AS n FROM "wheel_spins" x JOIN "customers" p ON p.id = x."customer_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'wheel_spins' AS t, 'validation_id' AS c, count(*) AS n FROM "wheel_spins" x JOIN "loyalty_validations" p ON p.id = x."validation_id" WHERE p.store_id <> x.store_id
    UNION ALL
    SELECT 'wheel_spins' AS t, 'gift_delivery_id' AS c, count(*) AS n FROM "wheel_spins" x JOIN "gift_deliveries" p ON p.id = x."gift_delivery_id" WHERE p.store_id <> x.store_id
  ) mismatched WHERE n > 0;
  IF bad IS NOT NULL THEN
    RAISE EXCEPTION 'rows that reference another shop''s row (store_id differs from the referenced row''s): %', bad;
  END IF;
END $$;--> statement-breakpoint
ALTER TABLE "campaign_sends" DROP CONSTRAINT "campaign_sends_campaign_id_campaigns_id_fk";--> statement-breakpoint
ALTER TABLE "campaign_sends" DROP CONSTRAINT "campaign_sends_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "campaign_tags" DROP CONSTRAINT "campaign_tags_campaign_id_campaigns_id_fk";--> statement-breakpoint
ALTER TABLE "campaign_tags" DROP CONSTRAINT "campaign_tags_tag_id_tags_id_fk";--> statement-breakpoint
ALTER TABLE "cashback_entries" DROP CONSTRAINT "cashback_entries_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "cashback_entries" DROP CONSTRAINT "cashback_entries_sale_id_sales_id_fk";--> statement-breakpoint
ALTER TABLE "cashback_redemptions" DROP CONSTRAINT "cashback_redemptions_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "cashback_redemptions" DROP CONSTRAINT "cashback_redemptions_sale_id_sales_id_fk";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_sale_id_sales_id_fk";--> statement-breakpoint
ALTER TABLE "flash_promotion_products" DROP CONSTRAINT "flash_promotion_products_promotion_id_flash_promotions_id_fk";--> statement-breakpoint
ALTER TABLE "flash_promotion_products" DROP CONSTRAINT "flash_promotion_products_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "gift_deliveries" DROP CONSTRAINT "gift_deliveries_gift_id_gifts_id_fk";--> statement-breakpoint
ALTER TABLE "gift_deliveries" DROP CONSTRAINT "gift_deliveries_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "image_variants" DROP CONSTRAINT "image_variants_image_id_images_id_fk";--> statement-breakpoint
ALTER TABLE "loyalty_validations" DROP CONSTRAINT "loyalty_validations_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "loyalty_validations" DROP CONSTRAINT "loyalty_validations_sale_id_sales_id_fk";--> statement-breakpoint
ALTER TABLE "monthly_customer_sales" DROP CONSTRAINT "monthly_customer_sales_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_order_id_orders_id_fk";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_image_id_images_id_fk";--> statement-breakpoint
ALTER TABLE "sale_cashback_uses" DROP CONSTRAINT "sale_cashback_uses_sale_id_sales_id_fk";--> statement-breakpoint
ALTER TABLE "sale_cashback_uses" DROP CONSTRAINT "sale_cashback_uses_entry_id_cashback_entries_id_fk";--> statement-breakpoint
ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_sale_id_sales_id_fk";--> statement-breakpoint
ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_product_id_products_id_fk";--> statement-breakpoint
ALTER TABLE "sale_payments" DROP CONSTRAINT "sale_payments_sale_id_sales_id_fk";--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_employee_id_employees_id_fk";--> statement-breakpoint
ALTER TABLE "tag_members" DROP CONSTRAINT "tag_members_tag_id_tags_id_fk";--> statement-breakpoint
ALTER TABLE "tag_members" DROP CONSTRAINT "tag_members_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "task_runs" DROP CONSTRAINT "task_runs_template_id_task_templates_id_fk";--> statement-breakpoint
ALTER TABLE "wheel_spins" DROP CONSTRAINT "wheel_spins_customer_id_customers_id_fk";--> statement-breakpoint
ALTER TABLE "wheel_spins" DROP CONSTRAINT "wheel_spins_validation_id_loyalty_validations_id_fk";--> statement-breakpoint
ALTER TABLE "wheel_spins" DROP CONSTRAINT "wheel_spins_gift_delivery_id_gift_deliveries_id_fk";--> statement-breakpoint
ALTER TABLE "loyalty_validations" DROP CONSTRAINT "loyalty_validations_sale_unique";--> statement-breakpoint
ALTER TABLE "task_runs" DROP CONSTRAINT "task_runs_template_day_unique";--> statement-breakpoint
ALTER TABLE "wheel_spins" DROP CONSTRAINT "wheel_spins_validation_unique";--> statement-breakpoint
DROP INDEX "campaign_sends_store_idx";--> statement-breakpoint
DROP INDEX "campaign_tags_store_idx";--> statement-breakpoint
DROP INDEX "campaigns_store_idx";--> statement-breakpoint
DROP INDEX "flash_promotion_products_store_idx";--> statement-breakpoint
DROP INDEX "image_variants_store_idx";--> statement-breakpoint
DROP INDEX "images_store_idx";--> statement-breakpoint
DROP INDEX "sale_payments_store_idx";--> statement-breakpoint
DROP INDEX "task_templates_store_idx";--> statement-breakpoint
ALTER TABLE "campaign_sends" DROP CONSTRAINT "campaign_sends_campaign_id_customer_id_pk";--> statement-breakpoint
ALTER TABLE "campaign_tags" DROP CONSTRAINT "campaign_tags_campaign_id_tag_id_pk";--> statement-breakpoint
ALTER TABLE "flash_promotion_products" DROP CONSTRAINT "flash_promotion_products_promotion_id_product_id_pk";--> statement-breakpoint
ALTER TABLE "image_variants" DROP CONSTRAINT "image_variants_image_id_width_pk";--> statement-breakpoint
ALTER TABLE "tag_members" DROP CONSTRAINT "tag_members_tag_id_customer_id_pk";--> statement-breakpoint
ALTER TABLE "campaigns" DROP CONSTRAINT "campaigns_pkey";--> statement-breakpoint
ALTER TABLE "cashback_entries" DROP CONSTRAINT "cashback_entries_pkey";--> statement-breakpoint
ALTER TABLE "cashback_redemptions" DROP CONSTRAINT "cashback_redemptions_pkey";--> statement-breakpoint
ALTER TABLE "credit_ledger" DROP CONSTRAINT "credit_ledger_pkey";--> statement-breakpoint
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey";--> statement-breakpoint
ALTER TABLE "employees" DROP CONSTRAINT "employees_pkey";--> statement-breakpoint
ALTER TABLE "flash_promotions" DROP CONSTRAINT "flash_promotions_pkey";--> statement-breakpoint
ALTER TABLE "gift_deliveries" DROP CONSTRAINT "gift_deliveries_pkey";--> statement-breakpoint
ALTER TABLE "gifts" DROP CONSTRAINT "gifts_pkey";--> statement-breakpoint
ALTER TABLE "images" DROP CONSTRAINT "images_pkey";--> statement-breakpoint
ALTER TABLE "loyalty_validations" DROP CONSTRAINT "loyalty_validations_pkey";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_pkey";--> statement-breakpoint
ALTER TABLE "order_items" DROP CONSTRAINT "order_items_pkey";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pkey";--> statement-breakpoint
ALTER TABLE "points_ledger" DROP CONSTRAINT "points_ledger_pkey";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_pkey";--> statement-breakpoint
ALTER TABLE "sale_cashback_uses" DROP CONSTRAINT "sale_cashback_uses_pkey";--> statement-breakpoint
ALTER TABLE "sale_items" DROP CONSTRAINT "sale_items_pkey";--> statement-breakpoint
ALTER TABLE "sale_payments" DROP CONSTRAINT "sale_payments_pkey";--> statement-breakpoint
ALTER TABLE "sales" DROP CONSTRAINT "sales_pkey";--> statement-breakpoint
ALTER TABLE "tags" DROP CONSTRAINT "tags_pkey";--> statement-breakpoint
ALTER TABLE "task_runs" DROP CONSTRAINT "task_runs_pkey";--> statement-breakpoint
ALTER TABLE "task_templates" DROP CONSTRAINT "task_templates_pkey";--> statement-breakpoint
ALTER TABLE "wheel_spins" DROP CONSTRAINT "wheel_spins_pkey";--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_store_id_campaign_id_customer_id_pk" PRIMARY KEY("store_id","campaign_id","customer_id");--> statement-breakpoint
ALTER TABLE "campaign_tags" ADD CONSTRAINT "campaign_tags_store_id_campaign_id_tag_id_pk" PRIMARY KEY("store_id","campaign_id","tag_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "cashback_redemptions" ADD CONSTRAINT "cashback_redemptions_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "flash_promotion_products" ADD CONSTRAINT "flash_promotion_products_store_id_promotion_id_product_id_pk" PRIMARY KEY("store_id","promotion_id","product_id");--> statement-breakpoint
ALTER TABLE "flash_promotions" ADD CONSTRAINT "flash_promotions_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "gift_deliveries" ADD CONSTRAINT "gift_deliveries_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "gifts" ADD CONSTRAINT "gifts_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_store_id_image_id_width_pk" PRIMARY KEY("store_id","image_id","width");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "sale_cashback_uses" ADD CONSTRAINT "sale_cashback_uses_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "tag_members" ADD CONSTRAINT "tag_members_store_id_tag_id_customer_id_pk" PRIMARY KEY("store_id","tag_id","customer_id");--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "task_runs" ADD CONSTRAINT "task_runs_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "task_templates" ADD CONSTRAINT "task_templates_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_campaign_id_fk" FOREIGN KEY ("store_id","campaign_id") REFERENCES "public"."campaigns"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tags" ADD CONSTRAINT "campaign_tags_campaign_id_fk" FOREIGN KEY ("store_id","campaign_id") REFERENCES "public"."campaigns"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tags" ADD CONSTRAINT "campaign_tags_tag_id_fk" FOREIGN KEY ("store_id","tag_id") REFERENCES "public"."tags"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_entries" ADD CONSTRAINT "cashback_entries_sale_id_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."sales"("store_id","id") ON DELETE set null ("sale_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_redemptions" ADD CONSTRAINT "cashback_redemptions_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_redemptions" ADD CONSTRAINT "cashback_redemptions_sale_id_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."sales"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_sale_id_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."sales"("store_id","id") ON DELETE set null ("sale_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_promotion_products" ADD CONSTRAINT "flash_promotion_products_promotion_id_fk" FOREIGN KEY ("store_id","promotion_id") REFERENCES "public"."flash_promotions"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_promotion_products" ADD CONSTRAINT "flash_promotion_products_product_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_deliveries" ADD CONSTRAINT "gift_deliveries_gift_id_fk" FOREIGN KEY ("store_id","gift_id") REFERENCES "public"."gifts"("store_id","id") ON DELETE set null ("gift_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_deliveries" ADD CONSTRAINT "gift_deliveries_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE set null ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_variants" ADD CONSTRAINT "image_variants_image_id_fk" FOREIGN KEY ("store_id","image_id") REFERENCES "public"."images"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_sale_id_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."sales"("store_id","id") ON DELETE set null ("sale_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_customer_sales" ADD CONSTRAINT "monthly_customer_sales_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE set null ("product_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE set null ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_image_id_fk" FOREIGN KEY ("store_id","image_id") REFERENCES "public"."images"("store_id","id") ON DELETE set null ("image_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cashback_uses" ADD CONSTRAINT "sale_cashback_uses_sale_id_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."sales"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_cashback_uses" ADD CONSTRAINT "sale_cashback_uses_entry_id_fk" FOREIGN KEY ("store_id","entry_id") REFERENCES "public"."cashback_entries"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_sale_id_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."sales"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_items" ADD CONSTRAINT "sale_items_product_id_fk" FOREIGN KEY ("store_id","product_id") REFERENCES "public"."products"("store_id","id") ON DELETE set null ("product_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_sale_id_fk" FOREIGN KEY ("store_id","sale_id") REFERENCES "public"."sales"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE set null ("customer_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_employee_id_fk" FOREIGN KEY ("store_id","employee_id") REFERENCES "public"."employees"("store_id","id") ON DELETE set null ("employee_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_members" ADD CONSTRAINT "tag_members_tag_id_fk" FOREIGN KEY ("store_id","tag_id") REFERENCES "public"."tags"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_members" ADD CONSTRAINT "tag_members_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_runs" ADD CONSTRAINT "task_runs_template_id_fk" FOREIGN KEY ("store_id","template_id") REFERENCES "public"."task_templates"("store_id","id") ON DELETE set null ("template_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_validation_id_fk" FOREIGN KEY ("store_id","validation_id") REFERENCES "public"."loyalty_validations"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_gift_delivery_id_fk" FOREIGN KEY ("store_id","gift_delivery_id") REFERENCES "public"."gift_deliveries"("store_id","id") ON DELETE set null ("gift_delivery_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_sale_unique" UNIQUE("store_id","sale_id");--> statement-breakpoint
ALTER TABLE "task_runs" ADD CONSTRAINT "task_runs_template_day_unique" UNIQUE("store_id","template_id","day");--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_validation_unique" UNIQUE("store_id","validation_id");--> statement-breakpoint
CREATE INDEX "image_variants_image_idx" ON "image_variants" USING btree ("image_id","width");--> statement-breakpoint
CREATE INDEX "images_id_idx" ON "images" USING btree ("id");--> statement-breakpoint
CREATE INDEX "orders_id_idx" ON "orders" USING btree ("id");