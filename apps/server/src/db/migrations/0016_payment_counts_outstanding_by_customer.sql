CREATE TABLE "settlement_payment_counts" (
	"partner_id" bigint NOT NULL,
	"state" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "settlement_payment_counts_partner_id_state_pk" PRIMARY KEY("partner_id","state")
);
--> statement-breakpoint
DROP INDEX "orders_outstanding_customer_idx";--> statement-breakpoint
CREATE INDEX "orders_outstanding_customer_idx" ON "orders" USING btree ("partner_id","customer_name","completed_time","id") WHERE state = 7 and matched_amount < total_amount;