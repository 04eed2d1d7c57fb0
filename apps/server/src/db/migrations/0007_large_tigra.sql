CREATE TABLE "accounting_settings" (
	"partner_id" bigint PRIMARY KEY NOT NULL,
	"system" varchar(20) NOT NULL,
	"url" varchar(300) NOT NULL,
	"token" varchar(200),
	"enabled" boolean NOT NULL,
	"updated_by" bigint,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"partner_id" bigint NOT NULL,
	"key" varchar(20) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "order_counts_partner_id_key_pk" PRIMARY KEY("partner_id","key")
);
--> statement-breakpoint
CREATE TABLE "order_documents" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"kind" varchar(10) NOT NULL,
	"state" smallint NOT NULL,
	"file_ids" jsonb NOT NULL,
	"invoice" jsonb,
	"reason" varchar(200),
	"uploaded_by" bigint,
	"uploaded_time" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_time" timestamp with time zone,
	CONSTRAINT "order_documents_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"action" varchar(30) NOT NULL,
	"state_from" smallint,
	"state_to" smallint,
	"detail" varchar(300),
	"account_id" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_events_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"goods_id" bigint,
	"sku_id" bigint,
	"goods_name" varchar(100) NOT NULL,
	"spec" varchar(100) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"shipped_quantity" numeric(18, 3) DEFAULT '0' NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "order_items_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_shipments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_id" bigint NOT NULL,
	"express_code" varchar(20) NOT NULL,
	"tracking_no" varchar(40) NOT NULL,
	"items" jsonb NOT NULL,
	"created_by" bigint,
	"shipped_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_shipments_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" varchar(40) NOT NULL,
	"source" smallint NOT NULL,
	"channel_id" integer,
	"customer_name" varchar(100) NOT NULL,
	"receiver_name" varchar(30) NOT NULL,
	"receiver_phone" varchar(20) NOT NULL,
	"region_codes" jsonb NOT NULL,
	"region_name" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"items_amount" numeric(18, 2) NOT NULL,
	"freight" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"item_count" integer NOT NULL,
	"state" smallint NOT NULL,
	"reason" varchar(200),
	"contract_required" boolean NOT NULL,
	"invoice_required" boolean NOT NULL,
	"sign_state" smallint DEFAULT 0 NOT NULL,
	"contract_state" smallint DEFAULT 0 NOT NULL,
	"invoice_state" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(500),
	"order_time" timestamp with time zone NOT NULL,
	"confirm_deadline" timestamp with time zone,
	"confirmed_time" timestamp with time zone,
	"completed_time" timestamp with time zone,
	"sync_state" smallint DEFAULT 0 NOT NULL,
	"sync_message" varchar(200),
	"sync_attempts" smallint DEFAULT 0 NOT NULL,
	"synced_time" timestamp with time zone,
	"settled" boolean DEFAULT false NOT NULL,
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE INDEX "order_documents_order_idx" ON "order_documents" USING btree ("partner_id","order_id");--> statement-breakpoint
CREATE INDEX "order_documents_review_idx" ON "order_documents" USING btree ("uploaded_time") WHERE state = 2;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("partner_id","order_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("partner_id","order_id");--> statement-breakpoint
CREATE INDEX "order_shipments_order_idx" ON "order_shipments" USING btree ("partner_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_idx" ON "orders" USING btree ("partner_id",coalesce("channel_id", 0),"order_no");--> statement-breakpoint
CREATE INDEX "orders_time_idx" ON "orders" USING btree ("partner_id","order_time","id");--> statement-breakpoint
CREATE INDEX "orders_state_time_idx" ON "orders" USING btree ("partner_id","state","order_time","id");--> statement-breakpoint
CREATE INDEX "orders_overtime_idx" ON "orders" USING btree ("partner_id","confirm_deadline") WHERE state = 2;--> statement-breakpoint
CREATE INDEX "orders_sync_idx" ON "orders" USING btree ("partner_id","sync_state","completed_time") WHERE state = 7;