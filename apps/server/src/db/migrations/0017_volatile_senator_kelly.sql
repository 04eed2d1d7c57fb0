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