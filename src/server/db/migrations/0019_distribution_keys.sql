-- Primary keys of tenant tables that nothing references become (store_id, id), as a table
-- distributed by store_id needs (docs/scaling.md, "Past one PostgreSQL: Citus"). id stays an
-- identity column, so it is still unique; the super admin's look-ups by id alone get a plain index.
ALTER TABLE "bills" DROP CONSTRAINT "bills_pkey";--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "chatbot_templates" DROP CONSTRAINT "chatbot_templates_pkey";--> statement-breakpoint
ALTER TABLE "chatbot_templates" ADD CONSTRAINT "chatbot_templates_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
DROP INDEX "chatbot_templates_store_idx";--> statement-breakpoint
ALTER TABLE "crm_templates" DROP CONSTRAINT "crm_templates_pkey";--> statement-breakpoint
ALTER TABLE "crm_templates" ADD CONSTRAINT "crm_templates_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "surveys" DROP CONSTRAINT "surveys_pkey";--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
ALTER TABLE "ideas" DROP CONSTRAINT "ideas_pkey";--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
CREATE INDEX "ideas_id_idx" ON "ideas" USING btree ("id");--> statement-breakpoint
ALTER TABLE "invoices" DROP CONSTRAINT "invoices_pkey";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
CREATE INDEX "invoices_id_idx" ON "invoices" USING btree ("id");--> statement-breakpoint
ALTER TABLE "referrals" DROP CONSTRAINT "referrals_pkey";--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_store_id_id_pk" PRIMARY KEY("store_id","id");--> statement-breakpoint
CREATE INDEX "referrals_id_idx" ON "referrals" USING btree ("id");
