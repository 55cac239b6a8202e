CREATE TABLE "campaign_sends" (
	"store_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_sends_campaign_id_customer_id_pk" PRIMARY KEY("campaign_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_tags" (
	"store_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "campaign_tags_campaign_id_tag_id_pk" PRIMARY KEY("campaign_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"nome" text NOT NULL,
	"mensagem" text NOT NULL,
	"data_inicio" date,
	"data_fim" date,
	"status" text DEFAULT 'ativa' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_dates_order" CHECK ("campaigns"."data_fim" is null or "campaigns"."data_inicio" is null or "campaigns"."data_fim" >= "campaigns"."data_inicio")
);
--> statement-breakpoint
CREATE TABLE "chatbot_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chatbot_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"nome" text NOT NULL,
	"categoria" text NOT NULL,
	"texto" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_templates_store_key_unique" UNIQUE("store_id","key")
);
--> statement-breakpoint
CREATE TABLE "flash_promotion_products" (
	"store_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "flash_promotion_products_promotion_id_product_id_pk" PRIMARY KEY("promotion_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "flash_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "flash_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"discount_percent" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flash_promotions_discount_valid" CHECK ("flash_promotions"."discount_percent" in (10, 15, 20)),
	CONSTRAINT "flash_promotions_window" CHECK ("flash_promotions"."ends_at" > "flash_promotions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "survey_settings" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"questions" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_settings_five_questions" CHECK (cardinality("survey_settings"."questions") = 5)
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "surveys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"questions" text[] NOT NULL,
	"ratings" smallint[] NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "surveys_ratings_valid" CHECK (cardinality("surveys"."ratings") = 5 and 1 <= all("surveys"."ratings") and 5 >= all("surveys"."ratings"))
);
--> statement-breakpoint
CREATE TABLE "tag_members" (
	"store_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_members_tag_id_customer_id_pk" PRIMARY KEY("tag_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"nome" text NOT NULL,
	"cor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_store_nome_unique" UNIQUE("store_id","nome"),
	CONSTRAINT "tags_cor_hex" CHECK ("tags"."cor" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "whatsapp_opt_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_sends" ADD CONSTRAINT "campaign_sends_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tags" ADD CONSTRAINT "campaign_tags_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tags" ADD CONSTRAINT "campaign_tags_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_tags" ADD CONSTRAINT "campaign_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chatbot_templates" ADD CONSTRAINT "chatbot_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_templates" ADD CONSTRAINT "crm_templates_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_promotion_products" ADD CONSTRAINT "flash_promotion_products_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_promotion_products" ADD CONSTRAINT "flash_promotion_products_promotion_id_flash_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."flash_promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_promotion_products" ADD CONSTRAINT "flash_promotion_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flash_promotions" ADD CONSTRAINT "flash_promotions_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_settings" ADD CONSTRAINT "survey_settings_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_members" ADD CONSTRAINT "tag_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_members" ADD CONSTRAINT "tag_members_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_members" ADD CONSTRAINT "tag_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_sends_store_idx" ON "campaign_sends" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "campaign_tags_store_idx" ON "campaign_tags" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "campaigns_store_idx" ON "campaigns" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "chatbot_templates_store_idx" ON "chatbot_templates" USING btree ("store_id","id");--> statement-breakpoint
CREATE INDEX "flash_promotion_products_store_idx" ON "flash_promotion_products" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "flash_promotions_store_ends_idx" ON "flash_promotions" USING btree ("store_id","ends_at");--> statement-breakpoint
CREATE INDEX "surveys_store_created_idx" ON "surveys" USING btree ("store_id","created_at");--> statement-breakpoint
CREATE INDEX "tag_members_store_customer_idx" ON "tag_members" USING btree ("store_id","customer_id");