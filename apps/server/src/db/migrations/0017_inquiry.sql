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
CREATE TABLE "bidding_bids" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bidding_bids_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"bid_time" timestamp with time zone NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"extended" boolean DEFAULT false NOT NULL,
	"account_id" bigint,
	CONSTRAINT "bidding_bids_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "bidding_invitations" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "bidding_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_id" bigint NOT NULL,
	"state" smallint NOT NULL,
	"best_amount" numeric(18, 2),
	"best_bid_time" timestamp with time zone,
	"best_bid_id" bigint,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"award_state" varchar(10),
	"award_time" timestamp with time zone,
	"award_deadline" timestamp with time zone,
	"confirmed_time" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_invitations_partner_id_id_pk" PRIMARY KEY("partner_id","id"),
	CONSTRAINT "bidding_invitations_project_key" UNIQUE("partner_id","project_id")
);
--> statement-breakpoint
CREATE TABLE "bidding_project_items" (
	"project_id" bigint NOT NULL,
	"line_no" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"spec" varchar(200) NOT NULL,
	"quantity" numeric(18, 3) NOT NULL,
	"unit" varchar(20) NOT NULL,
	CONSTRAINT "bidding_project_items_project_id_line_no_pk" PRIMARY KEY("project_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "bidding_projects" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bidding_projects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"project_no" varchar(30) NOT NULL,
	"title" varchar(100) NOT NULL,
	"channel_id" integer,
	"customer_name" varchar(100) NOT NULL,
	"ceiling_amount" numeric(18, 2) NOT NULL,
	"decrement_kind" varchar(10) NOT NULL,
	"decrement_value" numeric(18, 2) NOT NULL,
	"mode" varchar(10) NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"extend_minutes" integer NOT NULL,
	"max_extensions" integer NOT NULL,
	"extensions" integer DEFAULT 0 NOT NULL,
	"min_bidders" integer NOT NULL,
	"state" smallint NOT NULL,
	"result" varchar(20),
	"cancel_reason" varchar(300),
	"closed_time" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sourcing_answers" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_answers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"line_id" bigint NOT NULL,
	"cooperator_id" bigint NOT NULL,
	"item_key" varchar(220) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"tax_included" boolean NOT NULL,
	"tax_rate" numeric(5, 2),
	"taxed_price" numeric(18, 2) NOT NULL,
	"delivery_days" integer,
	"remark" varchar(200),
	"source" smallint NOT NULL,
	"entered_by" bigint,
	"answered_time" timestamp with time zone NOT NULL,
	CONSTRAINT "sourcing_answers_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_cooperators" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_cooperators_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"credit_code" varchar(18),
	"contact_name" varchar(30) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"email" varchar(100),
	"region" varchar(100),
	"supply_scope" varchar(300),
	"remark" varchar(500),
	"state" smallint NOT NULL,
	"asked_count" integer DEFAULT 0 NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_cooperators_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_firms" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_firms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"cooperator_id" bigint NOT NULL,
	"name" varchar(100) NOT NULL,
	"answered_lines" integer DEFAULT 0 NOT NULL,
	"answered_time" timestamp with time zone,
	CONSTRAINT "sourcing_firms_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_lines" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_id" bigint NOT NULL,
	"line_no" smallint NOT NULL,
	"goods_id" bigint,
	"sku_id" bigint,
	"item_key" varchar(220) NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"spec" varchar(100),
	"unit" varchar(20),
	"quantity" numeric(18, 3) NOT NULL,
	"remark" varchar(200),
	CONSTRAINT "sourcing_lines_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_prices" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"item_key" varchar(220) NOT NULL,
	"goods_id" bigint,
	"sku_id" bigint,
	"item_name" varchar(100) NOT NULL,
	"spec" varchar(100),
	"unit" varchar(20),
	"best_price" numeric(18, 2) NOT NULL,
	"best_answer_id" bigint NOT NULL,
	"best_firm_name" varchar(100) NOT NULL,
	"best_request_no" varchar(30) NOT NULL,
	"best_time" timestamp with time zone NOT NULL,
	"latest_price" numeric(18, 2) NOT NULL,
	"latest_answer_id" bigint NOT NULL,
	"latest_firm_name" varchar(100) NOT NULL,
	"latest_request_no" varchar(30) NOT NULL,
	"latest_time" timestamp with time zone NOT NULL,
	"answer_count" integer NOT NULL,
	CONSTRAINT "sourcing_prices_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "sourcing_requests" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sourcing_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"request_no" varchar(30) NOT NULL,
	"title" varchar(100) NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"state" smallint NOT NULL,
	"remark" varchar(500),
	"line_count" integer NOT NULL,
	"firm_count" integer NOT NULL,
	"answered_firm_count" integer DEFAULT 0 NOT NULL,
	"close_reason" varchar(10),
	"sent_time" timestamp with time zone,
	"closed_time" timestamp with time zone,
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sourcing_requests_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
ALTER TABLE "bidding_bids" ADD CONSTRAINT "bidding_bids_invitation_fk" FOREIGN KEY ("partner_id","project_id") REFERENCES "public"."bidding_invitations"("partner_id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_invitations" ADD CONSTRAINT "bidding_invitations_project_id_bidding_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bidding_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_project_items" ADD CONSTRAINT "bidding_project_items_project_id_bidding_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bidding_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "inquiry_quotations_state_idx" ON "inquiry_quotations" USING btree ("partner_id","state","updated_time","id");--> statement-breakpoint
CREATE INDEX "bidding_bids_project_idx" ON "bidding_bids" USING btree ("partner_id","project_id","bid_time");--> statement-breakpoint
CREATE INDEX "bidding_invitations_rank_idx" ON "bidding_invitations" USING btree ("project_id","best_amount","best_bid_time","best_bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_projects_no_key" ON "bidding_projects" USING btree ("project_no");--> statement-breakpoint
CREATE INDEX "bidding_projects_state_idx" ON "bidding_projects" USING btree ("state");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_answers_line_idx" ON "sourcing_answers" USING btree ("partner_id","line_id","cooperator_id");--> statement-breakpoint
CREATE INDEX "sourcing_answers_request_idx" ON "sourcing_answers" USING btree ("partner_id","request_id");--> statement-breakpoint
CREATE INDEX "sourcing_answers_item_time_idx" ON "sourcing_answers" USING btree ("partner_id","item_key","answered_time","id");--> statement-breakpoint
CREATE INDEX "sourcing_answers_item_price_idx" ON "sourcing_answers" USING btree ("partner_id","item_key","taxed_price","answered_time");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_cooperators_name_idx" ON "sourcing_cooperators" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "sourcing_cooperators_state_idx" ON "sourcing_cooperators" USING btree ("partner_id","state","created_time","id");--> statement-breakpoint
CREATE INDEX "sourcing_cooperators_time_idx" ON "sourcing_cooperators" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_firms_request_idx" ON "sourcing_firms" USING btree ("partner_id","request_id","cooperator_id");--> statement-breakpoint
CREATE INDEX "sourcing_firms_cooperator_idx" ON "sourcing_firms" USING btree ("partner_id","cooperator_id");--> statement-breakpoint
CREATE INDEX "sourcing_lines_request_idx" ON "sourcing_lines" USING btree ("partner_id","request_id","line_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_prices_item_idx" ON "sourcing_prices" USING btree ("partner_id","item_key");--> statement-breakpoint
CREATE INDEX "sourcing_prices_latest_idx" ON "sourcing_prices" USING btree ("partner_id","latest_time","id");--> statement-breakpoint
CREATE INDEX "sourcing_prices_best_idx" ON "sourcing_prices" USING btree ("partner_id","best_price","id");--> statement-breakpoint
CREATE INDEX "sourcing_prices_goods_idx" ON "sourcing_prices" USING btree ("partner_id","goods_id") WHERE goods_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sourcing_requests_no_idx" ON "sourcing_requests" USING btree ("partner_id","request_no");--> statement-breakpoint
CREATE INDEX "sourcing_requests_state_idx" ON "sourcing_requests" USING btree ("partner_id","state","created_time","id");--> statement-breakpoint
CREATE INDEX "sourcing_requests_time_idx" ON "sourcing_requests" USING btree ("partner_id","created_time","id");