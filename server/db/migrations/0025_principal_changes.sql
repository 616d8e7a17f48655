-- The rows a signed-in caller's principal is read from (its session, its operator or client user, the user's company)
-- say when they change: each statement that updates, deletes or truncates them notifies `dc_principal_changes` at
-- its commit (nothing for a statement rolled back, one notification for a transaction's many). Every server process
-- listens and forgets the principals it kept (server/services/principalCache.ts), so a logout, a deactivation, a new
-- scope or reach, a company's activation apply to the next request in every process, whatever wrote them (the
-- server, a script, psql). A new row changes no principal already read, so inserts say nothing.
CREATE FUNCTION "principal_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('dc_principal_changes', TG_TABLE_NAME);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_principal_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "auth_sessions" FOR EACH STATEMENT EXECUTE FUNCTION "principal_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "operators_principal_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "operators" FOR EACH STATEMENT EXECUTE FUNCTION "principal_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "client_users_principal_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "client_users" FOR EACH STATEMENT EXECUTE FUNCTION "principal_rows_changed"();--> statement-breakpoint
CREATE TRIGGER "companies_principal_changes" AFTER UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION "principal_rows_changed"();
