CREATE TABLE "daily_sales" (
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"channel" text NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"total_cents" bigint DEFAULT 0 NOT NULL,
	"cashback_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "daily_sales_store_id_day_channel_pk" PRIMARY KEY("store_id","day","channel"),
	CONSTRAINT "daily_sales_channel_check" CHECK ("daily_sales"."channel" in ('balcao', 'online'))
);
--> statement-breakpoint
CREATE TABLE "task_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"template_id" integer,
	"name" text NOT NULL,
	"day" date NOT NULL,
	"done" boolean DEFAULT false NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_runs_template_day_unique" UNIQUE("template_id","day")
);
--> statement-breakpoint
CREATE TABLE "task_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"name" text NOT NULL,
	"weekdays" smallint[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_templates_weekdays_valid" CHECK (cardinality("task_templates"."weekdays") between 1 and 7 and "task_templates"."weekdays" <@ array[0,1,2,3,4,5,6]::smallint[])
);
--> statement-breakpoint
ALTER TABLE "daily_sales" ADD CONSTRAINT "daily_sales_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_runs" ADD CONSTRAINT "task_runs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_runs" ADD CONSTRAINT "task_runs_template_id_task_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."task_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_templates" ADD CONSTRAINT "task_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_runs_store_day_idx" ON "task_runs" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "task_templates_store_idx" ON "task_templates" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "loyalty_validations_store_created_idx" ON "loyalty_validations" USING btree ("store_id","created_at");