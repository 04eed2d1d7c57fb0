DROP INDEX "order_documents_order_idx";--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "subject" varchar(10) DEFAULT 'order' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_documents_subject_idx" ON "order_documents" USING btree ("partner_id","subject","order_id");