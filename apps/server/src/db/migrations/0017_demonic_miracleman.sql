CREATE TABLE "inquiries" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inquiries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_no" varchar(40) NOT NULL,
	"channel_id" integer NOT NULL,
	"customer_name" varchar(100) NOT NULL,
	"contact_name" varchar(30) NOT NULL,
	"contact_phone" varchar(20) NOT NULL,
	"region_codes" jsonb NOT NULL,
	"region_name" varchar(100) NOT NULL,
	"address" varchar(200) NOT NULL,
	"remark" varchar(500),
	"deadline" timestamp with time zone NOT NULL,
	"received_time" timestamp with time zone NOT NULL,
	"state" smallint NOT NULL,
	"item_names" varchar(4000) NOT NULL,
	"first_item_name" varchar(100) NOT NULL,
	"line_count" integer NOT NULL,
	"quoted_lines" integer DEFAULT 0 NOT NULL,
	"declined_lines" integer DEFAULT 0 NOT NULL,
	"coverage" smallint DEFAULT 0 NOT NULL,
	"quotation_state" smallint,
	"revision" integer DEFAULT 0 NOT NULL,
	"draft_pending" boolean DEFAULT false NOT NULL,
	"quoted_amount" numeric(18, 2),
	"window_closed" boolean DEFAULT false NOT NULL,
	"awarded_time" timestamp with time zone,
	"order_id" bigint,
	"order_no" varchar(40),
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiries_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_counts" (
	"partner_id" bigint NOT NULL,
	"list" smallint NOT NULL,
	"state" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "inquiry_counts_partner_id_list_state_pk" PRIMARY KEY("partner_id","list","state")
);
--> statement-breakpoint
CREATE TABLE "inquiry_items" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"spec" varchar(100) NOT NULL,
	"brand" varchar(50) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "inquiry_items_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_price_points" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_price_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"sku_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	"inquiry_id" bigint NOT NULL,
	"inquiry_no" varchar(40) NOT NULL,
	"time" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_price_points_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_price_summaries" (
	"partner_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"goods_name" varchar(100) NOT NULL,
	"spec" varchar(100) NOT NULL,
	"lowest_quoted" numeric(18, 2),
	"lowest_quoted_time" timestamp with time zone,
	"latest_quoted" numeric(18, 2),
	"latest_quoted_time" timestamp with time zone,
	"quoted_count" integer DEFAULT 0 NOT NULL,
	"last_won" numeric(18, 2),
	"last_won_time" timestamp with time zone,
	"won_count" integer DEFAULT 0 NOT NULL,
	"updated_time" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_price_summaries_partner_id_sku_id_channel_id_pk" PRIMARY KEY("partner_id","sku_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_quotation_lines" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_quotation_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quotation_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"item_id" bigint NOT NULL,
	"cannot_supply" boolean NOT NULL,
	"unit_price" numeric(18, 2),
	"amount" numeric(18, 2),
	"brand" varchar(50),
	"model" varchar(100),
	"sku_id" bigint,
	"goods_id" bigint,
	"remark" varchar(200),
	CONSTRAINT "inquiry_quotation_lines_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_quotation_revisions" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_quotation_revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"quotation_id" bigint NOT NULL,
	"revision" integer NOT NULL,
	"valid_until" date,
	"delivery_days" integer,
	"freight" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(5, 4) NOT NULL,
	"supplier_quote_no" varchar(40),
	"remark" varchar(500),
	"attachment_file_id" bigint,
	"items_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"quoted_lines" integer NOT NULL,
	"declined_lines" integer NOT NULL,
	"account_id" bigint,
	"sent_time" timestamp with time zone NOT NULL,
	CONSTRAINT "inquiry_quotation_revisions_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "inquiry_quotations" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "inquiry_quotations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"inquiry_id" bigint NOT NULL,
	"state" smallint NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"draft_pending" boolean NOT NULL,
	"valid_until" date,
	"delivery_days" integer,
	"freight" numeric(18, 2) NOT NULL,
	"tax_rate" numeric(5, 4) NOT NULL,
	"supplier_quote_no" varchar(40),
	"remark" varchar(500),
	"attachment_file_id" bigint,
	"items_amount" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"quoted_lines" integer NOT NULL,
	"declined_lines" integer NOT NULL,
	"sent_time" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_quotations_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_no_idx" ON "inquiries" USING btree ("partner_id","channel_id","inquiry_no");--> statement-breakpoint
CREATE INDEX "inquiries_received_idx" ON "inquiries" USING btree ("partner_id","received_time","id");--> statement-breakpoint
CREATE INDEX "inquiries_state_idx" ON "inquiries" USING btree ("partner_id","state","received_time","id");--> statement-breakpoint
CREATE INDEX "inquiries_deadline_idx" ON "inquiries" USING btree ("partner_id","deadline","id");--> statement-breakpoint
CREATE INDEX "inquiries_partly_idx" ON "inquiries" USING btree ("partner_id","received_time","id") WHERE coverage = 1 and state in (1, 2);--> statement-breakpoint
CREATE INDEX "inquiries_open_deadline_idx" ON "inquiries" USING btree ("deadline") WHERE state in (1, 2) and window_closed = false;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_items_line_idx" ON "inquiry_items" USING btree ("partner_id","inquiry_id","line_no");--> statement-breakpoint
CREATE INDEX "inquiry_price_points_sku_idx" ON "inquiry_price_points" USING btree ("partner_id","sku_id","channel_id","time","id");--> statement-breakpoint
CREATE INDEX "inquiry_price_summaries_updated_idx" ON "inquiry_price_summaries" USING btree ("partner_id","updated_time","sku_id","channel_id");--> statement-breakpoint
CREATE INDEX "inquiry_price_summaries_goods_idx" ON "inquiry_price_summaries" USING btree ("partner_id","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_quotation_lines_idx" ON "inquiry_quotation_lines" USING btree ("partner_id","quotation_id","revision","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_quotation_revisions_idx" ON "inquiry_quotation_revisions" USING btree ("partner_id","quotation_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "inquiry_quotations_inquiry_idx" ON "inquiry_quotations" USING btree ("partner_id","inquiry_id");--> statement-breakpoint
CREATE INDEX "inquiry_quotations_updated_idx" ON "inquiry_quotations" USING btree ("partner_id","updated_time","id");--> statement-breakpoint
CREATE INDEX "inquiry_quotations_state_idx" ON "inquiry_quotations" USING btree ("partner_id","state","updated_time","id");