CREATE TABLE "daily_tasks" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_day" text,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" bigint PRIMARY KEY NOT NULL,
	"parent_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"name" varchar(50) NOT NULL,
	"path" varchar(200) NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_params" (
	"category_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(30) NOT NULL,
	"required" boolean NOT NULL,
	"options" jsonb NOT NULL,
	CONSTRAINT "category_params_category_id_position_pk" PRIMARY KEY("category_id","position")
);
--> statement-breakpoint
CREATE TABLE "channel_categories" (
	"channel_id" integer NOT NULL,
	"id" bigint NOT NULL,
	"parent_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"name" varchar(50) NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "channel_categories_channel_id_id_pk" PRIMARY KEY("channel_id","id")
);
--> statement-breakpoint
CREATE TABLE "channel_category_mappings" (
	"channel_id" integer NOT NULL,
	"category_id" bigint NOT NULL,
	"channel_category_id" bigint NOT NULL,
	CONSTRAINT "channel_category_mappings_channel_id_category_id_pk" PRIMARY KEY("channel_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "partner_category_goods" (
	"partner_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	"goods_count" integer NOT NULL,
	CONSTRAINT "partner_category_goods_partner_id_category_id_pk" PRIMARY KEY("partner_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "reference_data" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"version" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(30) NOT NULL,
	"name" varchar(30) NOT NULL,
	"fee_rate" numeric(5, 4) NOT NULL,
	"confirm_hours" smallint NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "channels_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "partner_channels" (
	"partner_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"joined_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_channels_partner_id_channel_id_pk" PRIMARY KEY("partner_id","channel_id")
);
--> statement-breakpoint
CREATE TABLE "brand_authorizations" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "brand_authorizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"level" smallint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"letter_file_id" bigint NOT NULL,
	"state" smallint NOT NULL,
	"reason" varchar(200),
	"reviewed_time" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_authorizations_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "brand_records" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "brand_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"brand_id" bigint NOT NULL,
	"authorization_id" bigint,
	"action" varchar(40) NOT NULL,
	"state_from" smallint,
	"state_to" smallint,
	"reason" varchar(200),
	"account_id" bigint,
	"changes" jsonb,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_records_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brands_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(50) NOT NULL,
	"name_key" varchar(50) NOT NULL,
	"english_name" varchar(100),
	"origin" varchar(50),
	"trademark_no" varchar(30),
	"logo_file_id" bigint,
	"created_by_partner_id" bigint NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "channel_categories_parent_idx" ON "channel_categories" USING btree ("channel_id","parent_id","sort");--> statement-breakpoint
CREATE INDEX "partner_channels_channel_idx" ON "partner_channels" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "brand_authorizations_brand_idx" ON "brand_authorizations" USING btree ("partner_id","brand_id","id");--> statement-breakpoint
CREATE INDEX "brand_authorizations_created_idx" ON "brand_authorizations" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE INDEX "brand_authorizations_expiry_idx" ON "brand_authorizations" USING btree ("valid_to") WHERE state = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_authorizations_open_idx" ON "brand_authorizations" USING btree ("partner_id","brand_id") WHERE state in (0, 1);--> statement-breakpoint
CREATE INDEX "brand_records_created_idx" ON "brand_records" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "brands_name_key_idx" ON "brands" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "brands_name_key_pattern_idx" ON "brands" USING btree ("name_key" varchar_pattern_ops);--> statement-breakpoint
CREATE INDEX "brands_creator_idx" ON "brands" USING btree ("created_by_partner_id","created_time");