-- daily_sales is a cache of sales, orders and cashback_entries per shop, São Paulo day and channel,
-- kept by the triggers below in the same transaction as the row that changed it.
CREATE FUNCTION daily_sales_add(p_store integer, p_day date, p_channel text, p_count integer, p_total bigint, p_cashback bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_count >= 0 AND p_total >= 0 AND p_cashback >= 0 THEN
    INSERT INTO daily_sales AS d (store_id, day, channel, sales_count, total_cents, cashback_cents)
    VALUES (p_store, p_day, p_channel, p_count, p_total, p_cashback)
    ON CONFLICT (store_id, day, channel) DO UPDATE
      SET sales_count = d.sales_count + excluded.sales_count,
          total_cents = d.total_cents + excluded.total_cents,
          cashback_cents = d.cashback_cents + excluded.cashback_cents;
  ELSE
    -- Taking away never inserts: when a shop is deleted its summary rows may already be gone.
    UPDATE daily_sales
      SET sales_count = sales_count + p_count,
          total_cents = total_cents + p_total,
          cashback_cents = cashback_cents + p_cashback
      WHERE store_id = p_store AND day = p_day AND channel = p_channel;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION daily_sales_from_sales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM daily_sales_add(OLD.store_id, (OLD.sold_at AT TIME ZONE 'America/Sao_Paulo')::date, 'balcao', -1, -OLD.total_cents::bigint, 0);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM daily_sales_add(NEW.store_id, (NEW.sold_at AT TIME ZONE 'America/Sao_Paulo')::date, 'balcao', 1, NEW.total_cents::bigint, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION daily_sales_from_orders() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM daily_sales_add(OLD.store_id, (OLD.created_at AT TIME ZONE 'America/Sao_Paulo')::date, 'online', -1, -OLD.total_cents::bigint, 0);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM daily_sales_add(NEW.store_id, (NEW.created_at AT TIME ZONE 'America/Sao_Paulo')::date, 'online', 1, NEW.total_cents::bigint, 0);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION daily_sales_from_cashback() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM daily_sales_add(OLD.store_id, (OLD.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
      CASE WHEN OLD.order_id IS NULL THEN 'balcao' ELSE 'online' END, 0, 0, -OLD.earned_cents::bigint);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM daily_sales_add(NEW.store_id, (NEW.created_at AT TIME ZONE 'America/Sao_Paulo')::date,
      CASE WHEN NEW.order_id IS NULL THEN 'balcao' ELSE 'online' END, 0, 0, NEW.earned_cents::bigint);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sales_daily_sales AFTER INSERT OR DELETE OR UPDATE OF store_id, sold_at, total_cents ON sales
  FOR EACH ROW EXECUTE FUNCTION daily_sales_from_sales();
--> statement-breakpoint
CREATE TRIGGER orders_daily_sales AFTER INSERT OR DELETE OR UPDATE OF store_id, created_at, total_cents ON orders
  FOR EACH ROW EXECUTE FUNCTION daily_sales_from_orders();
--> statement-breakpoint
CREATE TRIGGER cashback_entries_daily_sales AFTER INSERT OR DELETE OR UPDATE OF store_id, created_at, earned_cents, order_id ON cashback_entries
  FOR EACH ROW EXECUTE FUNCTION daily_sales_from_cashback();
--> statement-breakpoint
-- Rebuilds the whole cache from its sources: after this migration, and after a bulk load that
-- disabled the triggers (the demo and scale generator).
CREATE FUNCTION daily_sales_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM daily_sales;
  INSERT INTO daily_sales (store_id, day, channel, sales_count, total_cents, cashback_cents)
  SELECT store_id, day, channel, sum(n)::integer, sum(total)::bigint, sum(cashback)::bigint
  FROM (
    SELECT store_id, (sold_at AT TIME ZONE 'America/Sao_Paulo')::date AS day, 'balcao' AS channel,
           count(*) AS n, sum(total_cents) AS total, 0 AS cashback
      FROM sales GROUP BY 1, 2
    UNION ALL
    SELECT store_id, (created_at AT TIME ZONE 'America/Sao_Paulo')::date, 'online', count(*), sum(total_cents), 0
      FROM orders GROUP BY 1, 2
    UNION ALL
    SELECT store_id, (created_at AT TIME ZONE 'America/Sao_Paulo')::date,
           CASE WHEN order_id IS NULL THEN 'balcao' ELSE 'online' END, 0, 0, sum(earned_cents)
      FROM cashback_entries GROUP BY 1, 2, 3
  ) AS parts
  GROUP BY store_id, day, channel;
$$;
--> statement-breakpoint
SELECT daily_sales_rebuild();
--> statement-breakpoint
-- Covering indexes: a period's sales of one shop are read from the index alone (index-only scan),
-- never from the table, for the dashboard's top customers and sellers and the hourly chart.
DROP INDEX IF EXISTS "sales_store_sold_idx";
--> statement-breakpoint
CREATE INDEX "sales_store_sold_idx" ON "sales" USING btree ("store_id", "sold_at") INCLUDE ("total_cents", "customer_id", "employee_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "orders_store_created_idx";
--> statement-breakpoint
CREATE INDEX "orders_store_created_idx" ON "orders" USING btree ("store_id", "created_at") INCLUDE ("total_cents", "customer_id");
--> statement-breakpoint
DROP INDEX IF EXISTS "gift_deliveries_store_idx";
--> statement-breakpoint
CREATE INDEX "gift_deliveries_store_idx" ON "gift_deliveries" USING btree ("store_id", "created_at") INCLUDE ("custo_cents");
--> statement-breakpoint
-- The sex and age distribution of a shop's customers.
CREATE INDEX "customers_store_profile_idx" ON "customers" USING btree ("store_id") INCLUDE ("sexo", "data_nascimento");
