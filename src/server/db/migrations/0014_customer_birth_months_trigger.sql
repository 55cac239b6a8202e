-- customer_birth_months is a cache of customers per shop, sex and month of birth, kept by a row
-- trigger in the same transaction as the customer's insert, change or removal.
CREATE FUNCTION customer_birth_months_add(p_store integer, p_sexo text, p_birth date, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_sexo text := coalesce(p_sexo, '');
  v_month date := date_trunc('month', p_birth)::date;
BEGIN
  IF p_delta > 0 THEN
    INSERT INTO customer_birth_months AS c (store_id, sexo, birth_month, customers)
    VALUES (p_store, v_sexo, v_month, p_delta)
    ON CONFLICT ON CONSTRAINT customer_birth_months_key DO UPDATE SET customers = c.customers + excluded.customers;
  ELSE
    -- Taking away never inserts: when a shop is deleted its rows may already be gone.
    UPDATE customer_birth_months SET customers = customers + p_delta
      WHERE store_id = p_store AND sexo = v_sexo AND birth_month IS NOT DISTINCT FROM v_month;
    DELETE FROM customer_birth_months
      WHERE store_id = p_store AND sexo = v_sexo AND birth_month IS NOT DISTINCT FROM v_month AND customers <= 0;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION customer_birth_months_from_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM customer_birth_months_add(OLD.store_id, OLD.sexo, OLD.data_nascimento, -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM customer_birth_months_add(NEW.store_id, NEW.sexo, NEW.data_nascimento, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER customers_birth_months AFTER INSERT OR DELETE OR UPDATE OF store_id, sexo, data_nascimento ON customers
  FOR EACH ROW EXECUTE FUNCTION customer_birth_months_from_customers();
--> statement-breakpoint
CREATE FUNCTION customer_birth_months_rebuild() RETURNS void LANGUAGE sql AS $$
  DELETE FROM customer_birth_months;
  INSERT INTO customer_birth_months (store_id, sexo, birth_month, customers)
  SELECT store_id, coalesce(sexo, ''), date_trunc('month', data_nascimento)::date, count(*)::integer
    FROM customers GROUP BY 1, 2, 3;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION stats_summaries_rebuild() RETURNS void LANGUAGE sql AS $$
  SELECT daily_sales_rebuild();
  SELECT monthly_sales_rebuild();
  SELECT customer_birth_months_rebuild();
$$;
--> statement-breakpoint
SELECT customer_birth_months_rebuild();
--> statement-breakpoint
-- Replaced by customer_birth_months and customers_store_birth_idx.
DROP INDEX IF EXISTS "customers_store_profile_idx";
