ALTER TABLE "password_resets" DROP CONSTRAINT "password_resets_subject_check";--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_staff_id_staff_accounts_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_staff_idx" ON "password_resets" USING btree ("staff_id");--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_subject_check" CHECK (("password_resets"."subject" = 'store' and "password_resets"."staff_id" is null) or ("password_resets"."subject" = 'staff' and "password_resets"."staff_id" is not null));