CREATE TABLE "goods" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "goods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"category_id" bigint NOT NULL,
	"brand_id" bigint NOT NULL,
	"model" varchar(50) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"tax_code" varchar(19),
	"barcode" varchar(14),
	"image_ids" jsonb NOT NULL,
	"params" jsonb NOT NULL,
	"description" text NOT NULL,
	"state" smallint NOT NULL,
	"refuse_reason" varchar(200),
	"approved" jsonb,
	"submitted_time" timestamp with time zone,
	"reviewed_time" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "goods_skus" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "goods_skus_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"goods_id" bigint NOT NULL,
	"spec" varchar(100) NOT NULL,
	"sku_code" varchar(40),
	"market_price" numeric(18, 2) NOT NULL,
	"stock" integer NOT NULL,
	"sort" smallint NOT NULL,
	CONSTRAINT "goods_skus_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
-- The counts are per goods state now; no goods existed before this migration, so no count did either.
DELETE FROM "partner_category_goods";--> statement-breakpoint
ALTER TABLE "partner_category_goods" DROP CONSTRAINT "partner_category_goods_partner_id_category_id_pk";--> statement-breakpoint
ALTER TABLE "partner_category_goods" ADD COLUMN "state" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "partner_category_goods" ADD CONSTRAINT "partner_category_goods_partner_id_category_id_state_pk" PRIMARY KEY("partner_id","category_id","state");--> statement-breakpoint
CREATE INDEX "goods_updated_idx" ON "goods" USING btree ("partner_id","updated_time","id");--> statement-breakpoint
CREATE INDEX "goods_state_idx" ON "goods" USING btree ("partner_id","state","updated_time","id");--> statement-breakpoint
CREATE INDEX "goods_category_idx" ON "goods" USING btree ("partner_id","category_id","updated_time","id");--> statement-breakpoint
CREATE INDEX "goods_brand_idx" ON "goods" USING btree ("partner_id","brand_id");--> statement-breakpoint
CREATE INDEX "goods_pending_idx" ON "goods" USING btree ("submitted_time") WHERE state = 1;--> statement-breakpoint
CREATE INDEX "goods_skus_goods_idx" ON "goods_skus" USING btree ("partner_id","goods_id","sort");