CREATE TABLE "scm_transaction_counts" (
	"partner_id" bigint NOT NULL,
	"key" varchar(20) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "scm_transaction_counts_partner_id_key_pk" PRIMARY KEY("partner_id","key")
);
