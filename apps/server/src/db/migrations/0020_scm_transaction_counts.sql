CREATE TABLE "scm_transaction_counts" (
	"partner_id" bigint NOT NULL,
	"key" varchar(20) NOT NULL,
	"count" integer NOT NULL,
	"quantity" numeric(24, 3) DEFAULT '0' NOT NULL,
	"cost_amount" numeric(24, 2) DEFAULT '0' NOT NULL,
	"sale_amount" numeric(24, 2) DEFAULT '0' NOT NULL,
	"margin" numeric(24, 2) DEFAULT '0' NOT NULL,
	"margined_sale_amount" numeric(24, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "scm_transaction_counts_partner_id_key_pk" PRIMARY KEY("partner_id","key")
);
