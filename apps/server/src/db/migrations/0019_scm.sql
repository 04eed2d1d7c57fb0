CREATE TABLE "scm_labels" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scm_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"label_name" varchar(20) NOT NULL,
	"color" varchar(10) NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scm_labels_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "scm_referrers" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scm_referrers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"phone" varchar(20),
	"commission_rate" numeric(5, 2) NOT NULL,
	"remark" varchar(500),
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scm_referrers_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "scm_supplier_labels" (
	"partner_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"label_id" bigint NOT NULL,
	CONSTRAINT "scm_supplier_labels_partner_id_supplier_id_label_id_pk" PRIMARY KEY("partner_id","supplier_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "scm_suppliers" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scm_suppliers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"credit_code" varchar(18),
	"contact_name" varchar(30) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"email" varchar(100),
	"bank_name" varchar(100),
	"bank_account" varchar(30),
	"region_codes" jsonb,
	"region_name" varchar(100),
	"address" varchar(200),
	"referrer_id" bigint,
	"state" smallint NOT NULL,
	"remark" varchar(500),
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scm_suppliers_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "scm_authorizations" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scm_authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"scm_goods_id" bigint,
	"brand_name" varchar(50),
	"letter_no" varchar(40),
	"file_ids" jsonb NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"state" smallint NOT NULL,
	"remark" varchar(500),
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scm_authorizations_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "scm_goods" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scm_goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"brand_name" varchar(50),
	"model" varchar(50),
	"unit" varchar(10) NOT NULL,
	"supplier_code" varchar(40),
	"goods_id" bigint,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"state" smallint NOT NULL,
	"remark" varchar(500),
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scm_goods_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "scm_goods_labels" (
	"partner_id" bigint NOT NULL,
	"scm_goods_id" bigint NOT NULL,
	"label_id" bigint NOT NULL,
	CONSTRAINT "scm_goods_labels_partner_id_scm_goods_id_label_id_pk" PRIMARY KEY("partner_id","scm_goods_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "scm_goods_skus" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scm_goods_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scm_goods_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"spec" varchar(100) NOT NULL,
	"sku_id" bigint,
	"cost_price" numeric(18, 2) NOT NULL,
	"min_quantity" numeric(18, 3) DEFAULT '1' NOT NULL,
	"cost_updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "scm_goods_skus_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "scm_price_changes" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scm_price_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"scm_sku_id" bigint NOT NULL,
	"scm_goods_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"previous_price" numeric(18, 2),
	"cost_price" numeric(18, 2) NOT NULL,
	"reason" varchar(200),
	"changed_by" bigint,
	"changed_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scm_price_changes_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_counts" (
	"partner_id" bigint NOT NULL,
	"key" varchar(20) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "purchase_counts_partner_id_key_pk" PRIMARY KEY("partner_id","key")
);
--> statement-breakpoint
CREATE TABLE "purchase_deliveries" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purchase_order_id" bigint NOT NULL,
	"express_code" varchar(20) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"code_state" smallint NOT NULL,
	"failed_attempts" smallint DEFAULT 0 NOT NULL,
	"last_failed_time" timestamp with time zone,
	"signed_by" bigint,
	"signed_time" timestamp with time zone,
	"shipped_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_deliveries_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_events" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purchase_order_id" bigint NOT NULL,
	"action" varchar(30) NOT NULL,
	"state_from" smallint,
	"state_to" smallint,
	"detail" varchar(300),
	"account_id" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_events_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_mailings" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_mailings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" bigint NOT NULL,
	"purchase_order_ids" jsonb NOT NULL,
	"express_code" varchar(20) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"sender_name" varchar(30) NOT NULL,
	"receiver_name" varchar(30) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"address" varchar(200) NOT NULL,
	"state" smallint NOT NULL,
	"remark" varchar(200),
	"mailed_time" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_time" timestamp with time zone,
	"created_by" bigint,
	CONSTRAINT "purchase_mailings_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purchase_order_id" bigint NOT NULL,
	"scm_goods_id" bigint NOT NULL,
	"scm_sku_id" bigint NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"spec" varchar(100) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"sales_order_item_id" bigint,
	"sort" smallint NOT NULL,
	CONSTRAINT "purchase_order_items_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "purchase_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"purchase_no" varchar(30) NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" varchar(100) NOT NULL,
	"state" smallint NOT NULL,
	"items_amount" numeric(18, 2) NOT NULL,
	"freight" numeric(18, 2) DEFAULT '0' NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"item_count" integer NOT NULL,
	"receiver_name" varchar(30) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"region_codes" jsonb NOT NULL,
	"region_name" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"remark" varchar(500),
	"reason" varchar(200),
	"sales_order_id" bigint,
	"sales_order_no" varchar(40),
	"contract_required" boolean NOT NULL,
	"invoice_required" boolean NOT NULL,
	"contract_state" smallint DEFAULT 0 NOT NULL,
	"invoice_state" smallint DEFAULT 0 NOT NULL,
	"mail_state" smallint DEFAULT 0 NOT NULL,
	"submitted_time" timestamp with time zone,
	"confirmed_time" timestamp with time zone,
	"shipped_time" timestamp with time zone,
	"received_time" timestamp with time zone,
	"completed_time" timestamp with time zone,
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "scm_cart_items" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scm_cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"account_id" bigint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"scm_goods_id" bigint NOT NULL,
	"scm_sku_id" bigint NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"added_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scm_cart_items_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "scm_transactions" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "scm_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" smallint NOT NULL,
	"supplier_id" bigint NOT NULL,
	"supplier_name" varchar(100) NOT NULL,
	"scm_goods_id" bigint NOT NULL,
	"scm_sku_id" bigint NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"spec" varchar(100) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"cost_price" numeric(18, 2) NOT NULL,
	"cost_amount" numeric(18, 2) NOT NULL,
	"sale_price" numeric(18, 2),
	"sale_amount" numeric(18, 2),
	"margin" numeric(18, 2),
	"purchase_order_id" bigint,
	"purchase_no" varchar(30),
	"sales_order_id" bigint,
	"sales_order_no" varchar(40),
	"source_item_id" bigint NOT NULL,
	"occurred_time" timestamp with time zone NOT NULL,
	CONSTRAINT "scm_transactions_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scm_labels_name_idx" ON "scm_labels" USING btree ("partner_id","label_name");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_referrers_name_idx" ON "scm_referrers" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "scm_referrers_time_idx" ON "scm_referrers" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE INDEX "scm_supplier_labels_label_idx" ON "scm_supplier_labels" USING btree ("partner_id","label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_suppliers_name_idx" ON "scm_suppliers" USING btree ("partner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_suppliers_credit_idx" ON "scm_suppliers" USING btree ("partner_id","credit_code");--> statement-breakpoint
CREATE INDEX "scm_suppliers_time_idx" ON "scm_suppliers" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE INDEX "scm_suppliers_state_idx" ON "scm_suppliers" USING btree ("partner_id","state","created_time","id");--> statement-breakpoint
CREATE INDEX "scm_suppliers_referrer_idx" ON "scm_suppliers" USING btree ("partner_id","referrer_id");--> statement-breakpoint
CREATE INDEX "scm_authorizations_time_idx" ON "scm_authorizations" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE INDEX "scm_authorizations_supplier_idx" ON "scm_authorizations" USING btree ("partner_id","supplier_id","valid_to");--> statement-breakpoint
CREATE INDEX "scm_authorizations_expiry_idx" ON "scm_authorizations" USING btree ("partner_id","valid_to","id");--> statement-breakpoint
CREATE INDEX "scm_goods_time_idx" ON "scm_goods" USING btree ("partner_id","updated_time","id");--> statement-breakpoint
CREATE INDEX "scm_goods_supplier_idx" ON "scm_goods" USING btree ("partner_id","supplier_id","updated_time","id");--> statement-breakpoint
CREATE INDEX "scm_goods_linked_idx" ON "scm_goods" USING btree ("partner_id","goods_id") WHERE goods_id is not null;--> statement-breakpoint
CREATE INDEX "scm_goods_labels_label_idx" ON "scm_goods_labels" USING btree ("partner_id","label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_goods_skus_spec_idx" ON "scm_goods_skus" USING btree ("partner_id","scm_goods_id","spec");--> statement-breakpoint
CREATE INDEX "scm_goods_skus_linked_idx" ON "scm_goods_skus" USING btree ("partner_id","sku_id") WHERE sku_id is not null;--> statement-breakpoint
CREATE INDEX "scm_goods_skus_supplier_idx" ON "scm_goods_skus" USING btree ("partner_id","supplier_id");--> statement-breakpoint
CREATE INDEX "scm_price_changes_sku_idx" ON "scm_price_changes" USING btree ("partner_id","scm_sku_id","changed_time","id");--> statement-breakpoint
CREATE INDEX "scm_price_changes_time_idx" ON "scm_price_changes" USING btree ("partner_id","changed_time","id");--> statement-breakpoint
CREATE INDEX "purchase_deliveries_order_idx" ON "purchase_deliveries" USING btree ("partner_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_deliveries_state_idx" ON "purchase_deliveries" USING btree ("partner_id","code_state","shipped_time","id");--> statement-breakpoint
CREATE INDEX "purchase_events_order_idx" ON "purchase_events" USING btree ("partner_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_mailings_time_idx" ON "purchase_mailings" USING btree ("partner_id","mailed_time","id");--> statement-breakpoint
CREATE INDEX "purchase_order_items_order_idx" ON "purchase_order_items" USING btree ("partner_id","purchase_order_id");--> statement-breakpoint
CREATE INDEX "purchase_order_items_sales_idx" ON "purchase_order_items" USING btree ("partner_id","sales_order_item_id") WHERE sales_order_item_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_no_idx" ON "purchase_orders" USING btree ("partner_id","purchase_no");--> statement-breakpoint
CREATE INDEX "purchase_orders_time_idx" ON "purchase_orders" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_state_time_idx" ON "purchase_orders" USING btree ("partner_id","state","created_time","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("partner_id","supplier_id","created_time","id");--> statement-breakpoint
CREATE INDEX "purchase_orders_sales_idx" ON "purchase_orders" USING btree ("partner_id","sales_order_id") WHERE sales_order_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scm_cart_items_sku_idx" ON "scm_cart_items" USING btree ("partner_id","account_id","scm_sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scm_transactions_source_idx" ON "scm_transactions" USING btree ("partner_id","kind","source_item_id");--> statement-breakpoint
CREATE INDEX "scm_transactions_time_idx" ON "scm_transactions" USING btree ("partner_id","occurred_time","id");--> statement-breakpoint
CREATE INDEX "scm_transactions_supplier_idx" ON "scm_transactions" USING btree ("partner_id","supplier_id","occurred_time","id");--> statement-breakpoint
CREATE INDEX "scm_transactions_goods_idx" ON "scm_transactions" USING btree ("partner_id","scm_goods_id","occurred_time","id");