-- monthly_customer_sales and monthly_seller_sales are caches of sales and orders per shop, São
-- Paulo month and customer or seller, kept by the same row triggers as daily_sales. As there,
-- adding upserts and taking away only updates (and drops a row that reaches zero sales).
CREATE FUNCTION monthly_customer_add(p_store integer, p_month date, p_customer integer, p_count integer, p_total bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF p_customer IS NULL THEN
    RETURN;
  END IF;
  IF p_count >= 0 THEN
    INSERT INTO monthly_customer_sales AS m (store_id, month, customer_id, sales_count, total_cents)
    VALUES (p_store, p_month, p_customer, p_count, p_total)
    ON CONFLICT (store_id, month, customer_id) DO UPDATE
      SET sales_count = m.sales_count + excluded.sales_count,
          total_cents = m.total_cents + excluded.total_cents;
  ELSE
    UPDATE monthly_customer_sales
      SET sales_count = sales_count + p_count, total_cents = total_cents + p_total
      WHERE store_id = p_store AND month = p_month AND customer_id = p_customer;
    DELETE FROM monthly_customer_sales
      WHERE store_id = p_store AND month = p_month AND customer_id = p_customer AND sales_count <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION monthly_seller_add(p_store integer, p_month date, p_employee integer, p_name text, p_count integer, p_total bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_key text;
BEGIN
  IF p_employee IS NOT NULL THEN
    v_key := 'e:' || p_employee;
  ELSIF coalesce(p_name, '') <> '' THEN
    v_key := 'n:' || p_name;
  ELSE
    RETURN;
  END IF;
  IF p_count >= 0 THEN
    INSERT INTO monthly_seller_sales AS m (store_id, month, seller_key, employee_id, seller_name, sales_count, total_cents)
    VALUES (p_store, p_month, v_key, p_employee, CASE WHEN p_employee IS NULL THEN p_name ELSE '' END, p_count, p_total)
    ON CONFLICT (store_id, month, seller_key) DO UPDATE
      SET sales_count = m.sales_count + excluded.sales_count,
          total_cents = m.total_cents + excluded.total_cents;
  ELSE
    UPDATE monthly_seller_sales
      SET sales_count = sales_count + p_count, total_cents = total_cents + p_total
      WHERE store_id = p_store AND month = p_month AND seller_key = v_key;
    DELETE FROM monthly_seller_sales
      WHERE store_id = p_store AND month = p_month AND seller_key = v_key AND sales_count <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_sales_from_sales() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    v_day := (OLD.sold_at AT TIME ZONE 'America/Sao_Paulo')::date;
    PERFORM daily_sales_add(OLD.store_id, v_day, 'balcao', -1, -OLD.total_cents::bigint, 0);
    PERFORM monthly_customer_add(OLD.store_id, date_trunc('month', v_day)::date, OLD.customer_id, -1, -OLD.total_cents::bigint);
    PERFORM monthly_seller_add(OLD.store_id, date_trunc('month', v_day)::date, OLD.employee_id, OLD.seller_name, -1, -OLD.total_cents::bigint);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    v_day := (NEW.sold_at AT TIME ZONE 'America/Sao_Paulo')::date;
    PERFORM daily_sales_add(NEW.store_id, v_day, 'balcao', 1, NEW.total_cents::bigint, 0);
    PERFORM monthly_customer_add(NEW.store_id, date_trunc('month', v_day)::date, NEW.customer_id, 1, NEW.total_cents::bigint);
    PERFORM monthly_seller_add(NEW.store_id, date_trunc('month', v_day)::date, NEW.employee_id, NEW.seller_name, 1, NEW.total_cents::bigint);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_sales_from_orders() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_day date;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    v_day := (OLD.created_at AT TIME ZONE 'America/Sao_Paulo')::date;
    PERFORM daily_sales_add(OLD.store_id, v_day, 'online', -1, -OLD.total_cents::bigint, 0);
    PERFORM monthly_customer_add(OLD.store_id, date_trunc('month', v_day)::date, OLD.customer_id, -1, -OLD.total_cents::bigint);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    v_day := (NEW.created_at AT TIME ZONE 'America/Sao_Paulo')::date;
    PERFORM daily_sales_add(NEW.store_id, v_day, 'online', 1, NEW.total_cents::bigint, 0);
    PERFORM monthly_customer_add(NEW.store_id, date_trunc('month', v_day)::date, NEW.customer_id, 1, NEW.total_cents::bigint);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER sales_daily_sales ON sales;
--> statement-breakpoint
CREATE TRIGGER sales_daily_sales
  AFTER INSERT OR DELETE OR UPDATE OF store_id, sold_at, total_cents, customer_id, employee_id, seller_name ON sales
  FOR EACH ROW EXECUTE FUNCTION daily_sales_from_sales();
--> statement-breakpoint
DROP TRIGGER orders_daily_sales ON orders;
--> statement-breakpoint
CREATE TRIGGER orders_daily_sales
  AFTER INSERT OR DELETE OR UPDATE OF store_id, created_at, total_cents, customer_id ON orders
  FOR EACH ROW EXECUTE FUNCTION daily_sales_from_orders();
--> statement-breakpoint
-- Rebuilds the monthly summaries from their sources.
CREATE FUNCTION monthly_sales_rebuild() RETURNS void LANGUAGE sql AS $$
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
      FROM orders WHERE customer_id IS NOT NULL GROUP BY 1, 2, 3
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
-- Rebuilds every statistics summary from its sources (after this migration, and after a bulk
-- load that disabled the triggers).
CREATE FUNCTION stats_summaries_rebuild() RETURNS void LANGUAGE sql AS $$
  SELECT daily_sales_rebuild();
  SELECT monthly_sales_rebuild();
$$;
--> statement-breakpoint
SELECT stats_summaries_rebuild();
