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
ALTER TABLE "bidding_bids" ADD CONSTRAINT "bidding_bids_invitation_fk" FOREIGN KEY ("partner_id","project_id") REFERENCES "public"."bidding_invitations"("partner_id","project_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_invitations" ADD CONSTRAINT "bidding_invitations_project_id_bidding_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bidding_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_project_items" ADD CONSTRAINT "bidding_project_items_project_id_bidding_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."bidding_projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidding_bids_project_idx" ON "bidding_bids" USING btree ("partner_id","project_id","bid_time");--> statement-breakpoint
CREATE INDEX "bidding_invitations_rank_idx" ON "bidding_invitations" USING btree ("project_id","best_amount","best_bid_time","best_bid_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bidding_projects_no_key" ON "bidding_projects" USING btree ("project_no");--> statement-breakpoint
CREATE INDEX "bidding_projects_state_idx" ON "bidding_projects" USING btree ("state");