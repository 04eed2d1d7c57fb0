-- A bid's locked section in one statement (bidding.service.ts `placeBid`, its common case): the
-- project row locked, the database's clock read after the lock is held, the window and the
-- partner's previous best checked, the bid stored with that time, the partner's best moved, the
-- audit row, the ranking, the outbid notices' job and the room's event (pg_notify, delivered on
-- commit). Called outside an explicit transaction, the lock is held for this statement and its
-- commit only: no round trip to the server process while it is held. Call it only outside a
-- transaction (it makes the commit of the transaction it runs in asynchronous; see below). Anything else (the project
-- not open, the end passed, a bid that would extend the end, the partner's best changed since the
-- server checked the amount against it) answers {"outcome":"slow"} having written nothing, and the
-- server takes the general path (one transaction of several statements, the same rules).
-- The money rules (ceiling, decrement) stay in TypeScript: the server checks the amount against
-- the previous best `p_previous_bid` it read, and this function refuses to go on if that best moved.
CREATE OR REPLACE FUNCTION bidding_place_bid(
  p_project bigint,
  p_partner bigint,
  p_account bigint,
  p_amount numeric,
  p_previous_bid bigint
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  project bidding_projects%ROWTYPE;
  invitation bidding_invitations%ROWTYPE;
  bid_time timestamptz;
  stamp text;
  new_bid_id bigint;
  new_amount numeric(18, 2);
  reverse boolean;
  bidders integer;
  own_rank integer;
  fell jsonb := '[]'::jsonb;
  event jsonb;
  payload text;
BEGIN
  SELECT * INTO project FROM bidding_projects WHERE id = p_project FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('outcome', 'slow');
  END IF;
  -- Read after the lock is held: bids' times follow the order the lock gives them (ms, as the
  -- general path stores them).
  bid_time := date_trunc('milliseconds', clock_timestamp());
  IF project.state <> 2 OR project.end_time <= bid_time OR (
    project.extend_minutes > 0 AND project.extensions < project.max_extensions
    AND project.end_time - bid_time <= make_interval(mins => project.extend_minutes)
  ) THEN
    RETURN jsonb_build_object('outcome', 'slow');
  END IF;
  SELECT * INTO invitation FROM bidding_invitations
   WHERE partner_id = p_partner AND project_id = p_project;
  IF NOT FOUND OR invitation.best_bid_id IS DISTINCT FROM p_previous_bid THEN
    RETURN jsonb_build_object('outcome', 'slow');
  END IF;
  stamp := to_char(bid_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  -- The commit does not wait for the WAL to reach the disk, so the lock is not held during that
  -- wait (on a disk taking 4 ms a flush, that wait was most of the locked time). Durability is
  -- kept where it is promised: the server acknowledges the bid only after a flush barrier
  -- (db/client.ts `flushWal`: a later commit that waits for the disk, so it covers this one), and
  -- the live hub sends the room's events only after one too. Only this transaction: the setting
  -- ends with it.
  PERFORM set_config('synchronous_commit', 'off', true);
  INSERT INTO bidding_bids (partner_id, project_id, amount, bid_time, extended, account_id)
  VALUES (p_partner, p_project, p_amount, bid_time, false, p_account)
  RETURNING id, amount INTO new_bid_id, new_amount;
  UPDATE bidding_invitations
     SET best_amount = new_amount, best_bid_time = bid_time, best_bid_id = new_bid_id,
         bid_count = bid_count + 1, updated_time = bid_time
   WHERE partner_id = p_partner AND project_id = p_project;
  INSERT INTO audit_log (partner_id, account_id, action, entity, entity_id, before, after)
  VALUES (p_partner, p_account, 'bid', 'biddingBid', new_bid_id::text,
          jsonb_build_object('bestAmount', invitation.best_amount::text),
          jsonb_build_object('amount', new_amount::text, 'bidTime', stamp));
  reverse := project.mode = 'reverse';
  IF reverse THEN
    -- The ranking: best amount, then that bid's time, then its id. Every bidder now behind the
    -- bid that was ahead of the partner's previous best fell one place.
    WITH ranked AS (
      SELECT partner_id, best_amount, best_bid_time, best_bid_id,
             row_number() OVER (ORDER BY best_amount, best_bid_time, best_bid_id)::integer AS place
        FROM bidding_invitations
       WHERE project_id = p_project AND best_amount IS NOT NULL
    ), mine AS (
      SELECT place FROM ranked WHERE partner_id = p_partner
    )
    SELECT (SELECT count(*)::integer FROM ranked), (SELECT place FROM mine),
           coalesce((SELECT jsonb_agg(jsonb_build_array(r.partner_id, r.place) ORDER BY r.place)
                       FROM ranked r, mine m
                      WHERE r.place > m.place
                        AND (invitation.best_bid_id IS NULL
                             OR (r.best_amount, r.best_bid_time, r.best_bid_id)
                                < (invitation.best_amount, invitation.best_bid_time, invitation.best_bid_id))),
                    '[]'::jsonb)
      INTO bidders, own_rank, fell;
    IF jsonb_array_length(fell) > 0 THEN
      INSERT INTO jobs (kind, payload)
      VALUES ('bidding.outbid', jsonb_build_object('projectId', p_project, 'ranks', fell));
    END IF;
  END IF;
  event := jsonb_build_object(
    'kind', 'bid',
    'projectId', p_project,
    'state', project.state,
    'endTime', to_char(project.end_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'extensions', project.extensions,
    'bidderCount', CASE WHEN reverse THEN to_jsonb(bidders) ELSE 'null'::jsonb END,
    'serverTime', stamp,
    'ranks', CASE WHEN reverse THEN jsonb_build_array(jsonb_build_array(p_partner, own_rank)) || fell
                  ELSE '[]'::jsonb END,
    'by', p_partner);
  payload := jsonb_build_object('topic', 'bidding:' || p_project, 'event', event)::text;
  -- PostgreSQL refuses a notification payload of 8000 bytes or more (platform/live/live-hub.ts).
  IF octet_length(payload) > 7900 THEN
    RAISE EXCEPTION 'live event too large on bidding:%', p_project;
  END IF;
  PERFORM pg_notify('portal_live', payload);
  RETURN jsonb_build_object(
    'outcome', 'placed',
    'bidId', new_bid_id,
    'amount', new_amount::text,
    'bidTime', stamp,
    'state', project.state,
    'endTime', event->>'endTime',
    'extensions', project.extensions,
    'bidderCount', CASE WHEN reverse THEN to_jsonb(bidders) ELSE 'null'::jsonb END,
    'rank', CASE WHEN reverse THEN to_jsonb(own_rank) ELSE 'null'::jsonb END,
    'outbid', jsonb_array_length(fell) > 0);
END;
$$;
--> statement-breakpoint
-- Several bids on one project in one statement, in the order given (a server sends the bids that
-- came while the project's previous statement ran): one lock, one commit for all of them. Each bid
-- is `bidding_place_bid` as above, with its own clock reading, checks and event; the answer is
-- the array of their answers, in order.
CREATE OR REPLACE FUNCTION bidding_place_bids(
  p_project bigint,
  p_partners bigint[],
  p_accounts bigint[],
  p_amounts numeric[],
  p_previous_bids bigint[]
) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  answers jsonb := '[]'::jsonb;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_partners, 1), 0) LOOP
    answers := answers || jsonb_build_array(bidding_place_bid(
      p_project, p_partners[i], p_accounts[i], p_amounts[i], p_previous_bids[i]));
  END LOOP;
  RETURN answers;
END;
$$;
