CREATE TABLE "order_rollups" (
	"partner_id" bigint NOT NULL,
	"fact" varchar(10) NOT NULL,
	"grain" varchar(1) NOT NULL,
	"period" date NOT NULL,
	"member" varchar(100) NOT NULL,
	"channel_id" integer NOT NULL,
	"seller_id" bigint NOT NULL,
	"order_count" integer NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "order_rollups_partner_id_fact_grain_period_member_channel_id_seller_id_pk" PRIMARY KEY("partner_id","fact","grain","period","member","channel_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "customer_assignments" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"from_seller_id" bigint,
	"to_seller_id" bigint,
	"account_id" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_assignments_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(100) NOT NULL,
	"seller_id" bigint,
	"source" smallint NOT NULL,
	"contact_name" varchar(30),
	"contact_phone" varchar(20),
	"region_codes" jsonb,
	"region_name" varchar(100),
	"address" varchar(200),
	"remark" varchar(500),
	"assigned_time" timestamp with time zone,
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sellers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"phone" varchar(20),
	"email" varchar(100),
	"account_id" bigint,
	"state" smallint NOT NULL,
	"remark" varchar(500),
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sellers_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "sales_targets" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sales_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"seller_id" bigint,
	"period_kind" varchar(7) NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"notified_percent" smallint DEFAULT 0 NOT NULL,
	"remark" varchar(200),
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_targets_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
CREATE TABLE "work_tasks" (
	"partner_id" bigint NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "work_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"title" varchar(100) NOT NULL,
	"content" varchar(1000),
	"assignee_id" bigint NOT NULL,
	"due_day" date NOT NULL,
	"priority" smallint DEFAULT 2 NOT NULL,
	"state" smallint NOT NULL,
	"done_time" timestamp with time zone,
	"done_note" varchar(500),
	"created_by" bigint,
	"created_time" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_tasks_partner_id_id_pk" PRIMARY KEY("partner_id","id")
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "category_id" bigint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_id" bigint;--> statement-breakpoint
CREATE INDEX "customer_assignments_customer_idx" ON "customer_assignments" USING btree ("partner_id","customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_name_idx" ON "customers" USING btree ("partner_id","name");--> statement-breakpoint
CREATE INDEX "customers_seller_idx" ON "customers" USING btree ("partner_id","seller_id","id");--> statement-breakpoint
CREATE INDEX "customers_time_idx" ON "customers" USING btree ("partner_id","created_time","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_name_idx" ON "sellers" USING btree ("partner_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sellers_account_idx" ON "sellers" USING btree ("partner_id","account_id") WHERE account_id is not null;--> statement-breakpoint
CREATE INDEX "sellers_state_idx" ON "sellers" USING btree ("partner_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_targets_period_idx" ON "sales_targets" USING btree ("partner_id",coalesce("seller_id", 0),"period_kind","period_start");--> statement-breakpoint
CREATE INDEX "sales_targets_range_idx" ON "sales_targets" USING btree ("partner_id","period_start","period_end");--> statement-breakpoint
CREATE INDEX "work_tasks_assignee_idx" ON "work_tasks" USING btree ("partner_id","assignee_id","state","due_day","id");--> statement-breakpoint
CREATE INDEX "work_tasks_state_idx" ON "work_tasks" USING btree ("partner_id","state","due_day","id");--> statement-breakpoint
CREATE INDEX "work_tasks_due_idx" ON "work_tasks" USING btree ("due_day") WHERE state = 1;--> statement-breakpoint
-- Existing orders: their lines keep their goods' category as sold, and their rollups are built from
-- them (days in Asia/Shanghai, the default TIME_ZONE; another zone: npm run ops -- order rollups --rebuild).
UPDATE "order_items" i SET "category_id" = g."category_id" FROM "goods" g
  WHERE g."partner_id" = i."partner_id" AND g."id" = i."goods_id" AND i."goods_id" IS NOT NULL;--> statement-breakpoint
with o as (
  select o.*, (o.order_time at time zone 'Asia/Shanghai')::date as placed,
    (o.completed_time at time zone 'Asia/Shanghai')::date as done,
    coalesce(o.channel_id, 0) as ch, coalesce(o.seller_id, 0) as sel, o.state not in (8, 9) as standing
  from orders o where true
),
facts (partner_id, fact, member, day, ch, sel, n, amount) as (
  select partner_id, 'state', state::text, placed, ch, sel, 1, total_amount from o
  union all select partner_id, 'order', '', placed, ch, sel, 1, total_amount from o where standing
  union all select partner_id, 'customer', customer_name, placed, ch, sel, 1, total_amount from o where standing
  union all select partner_id, 'region', coalesce(region_codes ->> 0, ''), placed, ch, sel, 1, total_amount
    from o where standing
  union all select o.partner_id, 'goods', i.goods_id::text, o.placed, o.ch, o.sel, 1, sum(i.amount)
    from o join order_items i on i.partner_id = o.partner_id and i.order_id = o.id
    where o.standing and i.goods_id is not null group by o.partner_id, o.id, i.goods_id, o.placed, o.ch, o.sel
  union all select o.partner_id, 'category', i.category_id::text, o.placed, o.ch, o.sel, 1, sum(i.amount)
    from o join order_items i on i.partner_id = o.partner_id and i.order_id = o.id
    where o.standing and i.category_id is not null group by o.partner_id, o.id, i.category_id, o.placed, o.ch, o.sel
  union all select partner_id, 'done', '', done, ch, sel, 1, total_amount
    from o where state = 7 and done is not null
  union all select partner_id, 'due', '', done, ch, sel, 1, total_amount - matched_amount
    from o where state = 7 and done is not null and matched_amount < total_amount
  union all select partner_id, 'settled', '', placed, ch, sel, 1, total_amount
    from o where state = 7 and done is not null and statement_state in (2, 4)
  union all select partner_id, 'paid', '', placed, ch, sel, 1, total_amount
    from o where state = 7 and done is not null and statement_state = 4
)
insert into order_rollups (partner_id, fact, grain, period, member, channel_id, seller_id, order_count, amount)
select f.partner_id, f.fact, g.grain, case g.grain when 'd' then f.day else date_trunc('month', f.day)::date end,
  f.member, f.ch, f.sel, sum(f.n)::int, sum(f.amount)
from facts f cross join (values ('d'), ('m')) g (grain)
group by 1, 2, 3, 4, 5, 6, 7;
