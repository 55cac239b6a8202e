CREATE TABLE "buyer_passes" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "buyer_passes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "buyer_passes_store_id_id_pk" PRIMARY KEY("store_id","id"),
	CONSTRAINT "buyer_passes_token_unique" UNIQUE("store_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_check";--> statement-breakpoint
DROP INDEX "orders_store_created_idx";--> statement-breakpoint
ALTER TABLE "customers" ALTER COLUMN "points_balance" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "points_ledger" ALTER COLUMN "delta" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "data_nascimento_pela_loja" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cashback_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rewards_credited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "buyer_passes" ADD CONSTRAINT "buyer_passes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_passes" ADD CONSTRAINT "buyer_passes_customer_id_fk" FOREIGN KEY ("store_id","customer_id") REFERENCES "public"."customers"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_passes_customer_idx" ON "buyer_passes" USING btree ("store_id","customer_id");--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_order_id_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE set null ("order_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_ledger_order_idx" ON "points_ledger" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id","created_at") INCLUDE ("total_cents", "customer_id") WHERE status <> 'cancelado';--> statement-breakpoint
ALTER TABLE "loyalty_validations" ADD CONSTRAINT "loyalty_validations_order_unique" UNIQUE("store_id","order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancel_reason" CHECK (("orders"."status" = 'cancelado') = ("orders"."cancel_reason" is not null));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pendente', 'preparando', 'pronto', 'entregue', 'cancelado'));--> statement-breakpoint
-- Orders placed until now had their points and cashback credited when placed: a cancel takes
-- them back; a delivery credits nothing more. The cashback each gave is kept on the order.
UPDATE "orders" SET "rewards_credited" = true;
--> statement-breakpoint
UPDATE "orders" AS o SET "cashback_cents" = c."earned_cents"
  FROM "cashback_entries" AS c WHERE c."store_id" = o."store_id" AND c."order_id" = o."id";
--> statement-breakpoint
-- A birth date on file was typed by the shop unless an online order may have filled it (the old
-- rule let an order fill a blank one): those stay unconfirmed until the shop saves the record.
UPDATE "customers" AS c SET "data_nascimento_pela_loja" = true
  WHERE c."data_nascimento" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "orders" AS o WHERE o."store_id" = c."store_id" AND o."customer_id" = c."id");
--> statement-breakpoint
-- The statistics' summaries count an order while it is not cancelled: cancelling takes it out
-- of its day, its month and its customer's month; nothing else of a status change touches them.
CREATE OR REPLACE FUNCTION daily_sales_from_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
BEGIN
  IF TG_OP = 'UPDATE'
     AND OLD.store_id = NEW.store_id AND OLD.created_at = NEW.created_at AND OLD.total_cents = NEW.total_cents
     AND OLD.customer_id IS NOT DISTINCT FROM NEW.customer_id
     AND (OLD.status = 'cancelado') = (NEW.status = 'cancelado') THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status <> 'cancelado' THEN
    v_day := (OLD.created_at AT TIME ZONE 'America/Sao_Paulo')::date;
    PERFORM daily_sales_add(OLD.store_id, v_day, 'online', -1, -OLD.total_cents::bigint, 0);
    PERFORM monthly_customer_add(OLD.store_id, date_trunc('month', v_day)::date, OLD.customer_id, -1, -OLD.total_cents::bigint);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.status <> 'cancelado' THEN
    v_day := (NEW.created_at AT TIME ZONE 'America/Sao_Paulo')::date;
    PERFORM daily_sales_add(NEW.store_id, v_day, 'online', 1, NEW.total_cents::bigint, 0);
    PERFORM monthly_customer_add(NEW.store_id, date_trunc('month', v_day)::date, NEW.customer_id, 1, NEW.total_cents::bigint);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER orders_daily_sales ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_daily_sales
  AFTER INSERT OR DELETE OR UPDATE OF store_id, created_at, total_cents, customer_id, status ON orders
  FOR EACH ROW EXECUTE FUNCTION daily_sales_from_orders();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_sales_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM daily_sales;
  INSERT INTO daily_sales (store_id, day, channel, sales_count, total_cents, cashback_cents)
  SELECT store_id, day, channel, sum(n)::integer, sum(total)::bigint, sum(cashback)::bigint
  FROM (
    SELECT store_id, (sold_at AT TIME ZONE 'America/Sao_Paulo')::date AS day, 'balcao' AS channel,
           count(*) AS n, sum(total_cents) AS total, 0 AS cashback
      FROM sales GROUP BY 1, 2
    UNION ALL
    SELECT store_id, (created_at AT TIME ZONE 'America/Sao_Paulo')::date, 'online', count(*), sum(total_cents), 0
      FROM orders WHERE status <> 'cancelado' GROUP BY 1, 2
    UNION ALL
    SELECT store_id, (created_at AT TIME ZONE 'America/Sao_Paulo')::date,
           CASE WHEN order_id IS NULL THEN 'balcao' ELSE 'online' END, 0, 0, sum(earned_cents)
      FROM cashback_entries GROUP BY 1, 2, 3
  ) AS parts
  GROUP BY store_id, day, channel;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION monthly_sales_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM monthly_customer_sales;
  INSERT INTO monthly_customer_sales (store_id, month, customer_id, sales_count, total_cents)
  SELECT store_id, month, customer_id, sum(n)::integer, sum(total)::bigint
  FROM (
    SELECT store_id, date_trunc('month', sold_at AT TIME ZONE 'America/Sao_Paulo')::date AS month, customer_id,
           count(*) AS n, sum(total_cents) AS total
      FROM sales WHERE customer_id IS NOT NULL GROUP BY 1, 2, 3
    UNION ALL
    SELECT store_id, date_trunc('month', created_at AT TIME ZONE 'America/Sao_Paulo')::date, customer_id,
           count(*), sum(total_cents)
      FROM orders WHERE customer_id IS NOT NULL AND status <> 'cancelado' GROUP BY 1, 2, 3
  ) AS parts
  GROUP BY store_id, month, customer_id;
  DELETE FROM monthly_seller_sales;
  INSERT INTO monthly_seller_sales (store_id, month, seller_key, employee_id, seller_name, sales_count, total_cents)
  SELECT store_id, date_trunc('month', sold_at AT TIME ZONE 'America/Sao_Paulo')::date,
         CASE WHEN employee_id IS NOT NULL THEN 'e:' || employee_id ELSE 'n:' || seller_name END,
         employee_id, CASE WHEN employee_id IS NULL THEN seller_name ELSE '' END,
         count(*)::integer, sum(total_cents)::bigint
    FROM sales
   WHERE employee_id IS NOT NULL OR seller_name <> ''
   GROUP BY 1, 2, 3, 4, 5;
$$;
--> statement-breakpoint
-- The new tenant table gets row-level security like every other (decision 030).
ALTER TABLE "buyer_passes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "buyer_passes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "buyer_passes"
  USING (store_id = nullif(current_setting('app.store_id', true), '')::integer)
  WITH CHECK (store_id = nullif(current_setting('app.store_id', true), '')::integer);
--> statement-breakpoint
CREATE POLICY platform_access ON "buyer_passes"
  USING (current_setting('app.platform', true) = 'on')
  WITH CHECK (current_setting('app.platform', true) = 'on');
