ALTER TABLE "saved_search_alerts" DROP CONSTRAINT "saved_search_alerts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "saved_search_alerts" DROP CONSTRAINT "saved_search_alerts_notice_id_notices_id_fk";
