CREATE TABLE "store_invitations" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"store_name" varchar(50) NOT NULL,
	"category_ids" jsonb NOT NULL,
	"message" varchar(500),
	"deadline" date NOT NULL,
	"state" smallint NOT NULL,
	"reason" varchar(200),
	"answered_by" bigint,
	"answered_time" timestamp with time zone,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_invitations_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "store_quote_prices" (
	"partner_id" bigint NOT NULL,
	"quote_id" bigint NOT NULL,
	"sku_id" bigint NOT NULL,
	"price" numeric(18, 2) NOT NULL,
	CONSTRAINT "store_quote_prices_partner_id_quote_id_sku_id_pk" PRIMARY KEY("partner_id","quote_id","sku_id")
);
--> statement-breakpoint
CREATE TABLE "store_quotes" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "store_quotes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invitation_id" bigint NOT NULL,
	"goods_id" bigint NOT NULL,
	"state" smallint NOT NULL,
	"reason" varchar(200),
	"submitted_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" bigint NOT NULL,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_quotes_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE INDEX "store_invitations_state_idx" ON "store_invitations" USING btree ("partner_id","state","created_time","id");--> statement-breakpoint
CREATE INDEX "store_invitations_awaiting_idx" ON "store_invitations" USING btree ("deadline") WHERE state = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "store_quotes_goods_idx" ON "store_quotes" USING btree ("partner_id","invitation_id","goods_id");--> statement-breakpoint
CREATE INDEX "store_quotes_updated_idx" ON "store_quotes" USING btree ("partner_id","updated_time","id");--> statement-breakpoint
CREATE INDEX "store_quotes_by_goods_idx" ON "store_quotes" USING btree ("partner_id","goods_id");--> statement-breakpoint
CREATE INDEX "store_quotes_pending_idx" ON "store_quotes" USING btree ("submitted_time") WHERE state = 1;--> statement-breakpoint
CREATE INDEX "goods_creator_idx" ON "goods" USING btree ("partner_id","created_by","updated_time","id");