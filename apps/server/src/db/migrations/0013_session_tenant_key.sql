-- sessions: primary key (partner_id, id) like every table a partner owns (db/tenancy.unit.test.ts);
-- the key of 0000 was "id" alone, named by PostgreSQL.
ALTER TABLE "sessions" DROP CONSTRAINT "sessions_pkey";--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_partner_id_id_pk" PRIMARY KEY("partner_id","id");
