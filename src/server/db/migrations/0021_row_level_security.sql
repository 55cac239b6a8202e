-- Row-level security on every tenant table (a table with a store_id column), as a second wall
-- behind the store_id of each query (decision 030): a statement sees and writes only the rows of
-- the shop in the setting app.store_id, or every row when app.platform is 'on'; with neither,
-- none. FORCE binds the tables' owner too; superusers and BYPASSRLS roles are never bound, so the
-- application acts as a role that is neither (src/server/db/row-level-security.ts).
-- sessions is left out: it holds the super admins' sessions too (store_id null) and is read by
-- its token, before the request's shop is known. A tenant table added later needs the same
-- statements in its own migration (src/server/db/row-level-security.test.ts checks it).
DO $$
DECLARE
  t text;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'store_id' AND tb.table_type = 'BASE TABLE'
      AND c.table_name <> 'sessions'
    ORDER BY c.table_name
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t);
    EXECUTE format(
      'CREATE POLICY tenant_isolation ON %I USING (store_id = nullif(current_setting(''app.store_id'', true), '''')::integer) '
      'WITH CHECK (store_id = nullif(current_setting(''app.store_id'', true), '''')::integer)', t);
    EXECUTE format(
      'CREATE POLICY platform_access ON %I USING (current_setting(''app.platform'', true) = ''on'') '
      'WITH CHECK (current_setting(''app.platform'', true) = ''on'')', t);
  END LOOP;
END
$$;
