-- Per-day order counts ('day:<state>:<yyyy-MM-dd>', UTC days) for the order list's range totals,
-- for orders stored before the service kept them.
insert into "order_counts" ("partner_id", "key", "count")
select "partner_id", 'day:' || "state" || ':' || to_char("order_time" at time zone 'UTC', 'YYYY-MM-DD'), count(*)::int
from "orders"
group by 1, 2
on conflict ("partner_id", "key") do update set "count" = excluded."count";
