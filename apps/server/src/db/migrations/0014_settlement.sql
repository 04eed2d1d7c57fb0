CREATE TABLE "settlement_allocations" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_allocations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payment_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"difference_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"difference_reason" varchar(20),
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_allocations_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "settlement_events" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" bigint NOT NULL,
	"action" varchar(20) NOT NULL,
	"revision" integer NOT NULL,
	"account_id" bigint,
	"remark" varchar(500),
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_events_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "settlement_lines" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"completed_time" timestamp with time zone NOT NULL,
	"order_amount" numeric(18, 2) NOT NULL,
	"fee_rate" numeric(5, 4) NOT NULL,
	"fee_amount" numeric(18, 2) NOT NULL,
	"settle_amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "settlement_lines_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "settlement_payments" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payer" varchar(100) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"allocated_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"paid_date" date NOT NULL,
	"bank_serial" varchar(64),
	"remark" varchar(300),
	"proof_file_id" bigint,
	"source" smallint NOT NULL,
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_payments_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "settlement_statements" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "settlement_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"statement_no" varchar(30) NOT NULL,
	"channel_id" integer NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"order_count" integer NOT NULL,
	"order_amount" numeric(18, 2) NOT NULL,
	"fee_amount" numeric(18, 2) NOT NULL,
	"settle_amount" numeric(18, 2) NOT NULL,
	"state" smallint NOT NULL,
	"revision" integer DEFAULT 1 NOT NULL,
	"dispute_reason" varchar(500),
	"confirmed_by" bigint,
	"confirmed_time" timestamp with time zone,
	"paid_time" timestamp with time zone,
	"payout_serial" varchar(64),
	"proof_file_id" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "settlement_statements_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "tolerance_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "tolerance_rate" numeric(5, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "statement_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "statement_no" varchar(30);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "statement_state" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "matched_amount" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
CREATE INDEX "settlement_allocations_payment_idx" ON "settlement_allocations" USING btree ("partner_id","payment_id");--> statement-breakpoint
CREATE INDEX "settlement_allocations_order_idx" ON "settlement_allocations" USING btree ("partner_id","order_id");--> statement-breakpoint
CREATE INDEX "settlement_events_statement_idx" ON "settlement_events" USING btree ("partner_id","statement_id");--> statement-breakpoint
CREATE INDEX "settlement_lines_statement_idx" ON "settlement_lines" USING btree ("partner_id","statement_id","completed_time","id");--> statement-breakpoint
CREATE INDEX "settlement_lines_order_idx" ON "settlement_lines" USING btree ("partner_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_payments_serial_idx" ON "settlement_payments" USING btree ("partner_id","bank_serial") WHERE bank_serial is not null;--> statement-breakpoint
CREATE INDEX "settlement_payments_date_idx" ON "settlement_payments" USING btree ("partner_id","paid_date","id");--> statement-breakpoint
CREATE INDEX "settlement_payments_amount_idx" ON "settlement_payments" USING btree ("partner_id","amount");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_statements_no_idx" ON "settlement_statements" USING btree ("partner_id","statement_no");--> statement-breakpoint
CREATE INDEX "settlement_statements_state_idx" ON "settlement_statements" USING btree ("partner_id","state","created_time","id");--> statement-breakpoint
CREATE INDEX "settlement_statements_time_idx" ON "settlement_statements" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE INDEX "settlement_statements_paid_idx" ON "settlement_statements" USING btree ("partner_id","paid_time","id") WHERE state = 4;--> statement-breakpoint
CREATE INDEX "orders_unsettled_idx" ON "orders" USING btree ("partner_id","channel_id","completed_time","id") WHERE state = 7 and statement_id is null;--> statement-breakpoint
CREATE INDEX "orders_outstanding_time_idx" ON "orders" USING btree ("partner_id","order_time","id") WHERE state = 7 and matched_amount < total_amount;--> statement-breakpoint
CREATE INDEX "orders_outstanding_amount_idx" ON "orders" USING btree ("partner_id",("total_amount" - "matched_amount")) WHERE state = 7 and matched_amount < total_amount;--> statement-breakpoint
CREATE INDEX "orders_outstanding_customer_idx" ON "orders" USING btree ("partner_id","customer_name") WHERE state = 7 and matched_amount < total_amount;--> statement-breakpoint
CREATE INDEX "orders_outstanding_no_idx" ON "orders" USING btree ("partner_id","order_no") WHERE state = 7 and matched_amount < total_amount;