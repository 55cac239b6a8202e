CREATE TABLE "staff_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"override_pin_hash" text,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_accounts_role_check" CHECK ("staff_accounts"."role" in ('gerente', 'caixa'))
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_staff_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "authorized_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "authorized_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "override_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauth_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "registered_by_staff_id" integer;--> statement-breakpoint
ALTER TABLE "sales" ADD COLUMN "registered_by_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "owner_override_pin_hash" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "cashier_discount_limit_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_accounts" ADD CONSTRAINT "staff_accounts_employee_fk" FOREIGN KEY ("store_id","employee_id") REFERENCES "public"."employees"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_email_lower_idx" ON "staff_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_employee_idx" ON "staff_accounts" USING btree ("store_id","employee_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_accounts_invite_idx" ON "staff_accounts" USING btree ("invite_token_hash");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_store_actor_at_idx" ON "audit_log" USING btree ("store_id","actor_staff_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_staff_idx" ON "sessions" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_cashier_discount_limit_range" CHECK ("stores"."cashier_discount_limit_percent" between 0 and 100);