CREATE TABLE "scm_transaction_counts" (
	"partner_id" bigint NOT NULL,
	"key" varchar(20) NOT NULL,
	"count" integer NOT NULL,
	"quantity" numeric(24, 3) DEFAULT '0' NOT NULL,
	"cost_amount" numeric(24, 2) DEFAULT '0' NOT NULL,
	"sale_amount" numeric(24, 2) DEFAULT '0' NOT NULL,
	"margin" numeric(24, 2) DEFAULT '0' NOT NULL,
	"margined_sale_amount" numeric(24, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "scm_transaction_counts_partner_id_key_pk" PRIMARY KEY("partner_id","key")
);
--> statement-breakpoint
DROP INDEX "order_documents_order_idx";--> statement-breakpoint
ALTER TABLE "order_documents" ADD COLUMN "subject" varchar(10) DEFAULT 'order' NOT NULL;--> statement-breakpoint
CREATE INDEX "order_documents_subject_idx" ON "order_documents" USING btree ("partner_id","subject","order_id");--> statement-breakpoint
CREATE INDEX "purchase_mailings_open_idx" ON "purchase_mailings" USING btree ("mailed_time") WHERE state = 1;--> statement-breakpoint
CREATE INDEX "purchase_orders_contract_idx" ON "purchase_orders" USING btree ("partner_id","contract_state","created_time","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_invoice_idx" ON "purchase_orders" USING btree ("partner_id","invoice_state","created_time","id");