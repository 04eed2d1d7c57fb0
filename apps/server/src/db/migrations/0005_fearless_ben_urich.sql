CREATE TABLE "channel_listings" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "channel_listings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"channel_category_id" bigint,
	"state" smallint NOT NULL,
	"reason" varchar(200),
	"submitted_time" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_listings_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "listing_prices" (
	"partner_id" bigint NOT NULL,
	"listing_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	CONSTRAINT "listing_prices_partner_id_listing_id_sku_id_pk" PRIMARY KEY("partner_id","listing_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "listing_records" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "listing_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"listing_id" bigint NOT NULL,
	"channel_id" integer NOT NULL,
	"goods_id" bigint NOT NULL,
	"action" varchar(30) NOT NULL,
	"state_from" smallint,
	"state_to" smallint,
	"prices" jsonb,
	"reason" varchar(200),
	"account_id" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_records_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "channel_listings_goods_idx" ON "channel_listings" USING btree ("partner_id","channel_id","goods_id");--> statement-breakpoint
CREATE INDEX "channel_listings_state_idx" ON "channel_listings" USING btree ("partner_id","channel_id","state","updated_time","id");--> statement-breakpoint
CREATE INDEX "channel_listings_by_goods_idx" ON "channel_listings" USING btree ("partner_id","goods_id");--> statement-breakpoint
CREATE INDEX "listing_records_created_idx" ON "listing_records" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE INDEX "listing_records_listing_idx" ON "listing_records" USING btree ("partner_id","listing_id");