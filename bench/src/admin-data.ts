// The data the admin benchmark loads: as SQL that any PostgreSQL 15 (and PGlite) runs.

export const ACTIVITY_ROWS = Number(process.env.BENCH_ACTIVITY_ROWS ?? 1_000_000);
export const AI_ROWS = Number(process.env.BENCH_AI_ROWS ?? 200_000);
const USERS = 5_000;
const LEADS = 20_000;

/**
 * Spread over the last 89 days, deterministically: row g lands (g × a prime) seconds back, so
 * every row is still inside the screens' 90-day range while the benchmark runs.
 */
const spread = (g: string) =>
  `now() - ((${g}::bigint * 7919) % 7689600) * interval '1 second' - interval '1 minute'`;

/** The data, as SQL that any PostgreSQL 15 (and PGlite) runs. */
export const LOAD_SQL = [
  `insert into users (name, phone, password_hash, created_at)
   select 'Traveller ' || g, '8' || lpad(g::text, 9, '0'), 'not-a-hash', ${spread('g')}
   from generate_series(1, ${USERS}) g`,
  `create temporary table bench_users as select id, row_number() over (order by id) as n from users`,
  `insert into activities (activity_type, user_id, anonymous_id, device_type, browser, os, data, created_at)
   select t.type,
     case when g % 4 = 0 or t.type in ('user_login', 'user_register') then u.id end,
     'anon-' || (g % 60000),
     (array['desktop', 'mobile', 'mobile', 'tablet'])[1 + g % 4],
     'Chrome', 'Android',
     case t.type
       when 'search' then jsonb_build_object('searchData', jsonb_build_object('from', 'Kolkata', 'to', 'Darjeeling', 'travellers', 2, 'priceRange', jsonb_build_object('min', 0, 'max', 50000)))
       when 'form_submission' then jsonb_build_object('formData', jsonb_build_object('formType', 'promotional_popup', 'name', 'Ananya Sen', 'phone', '98300' || lpad((g % 100000)::text, 5, '0')))
       when 'itinerary_view' then jsonb_build_object('itineraryData', jsonb_build_object('itinerarySlug', 'darjeeling-4-days-' || (g % 500), 'viewDuration', g % 300))
       when 'page_view' then jsonb_build_object('pageData', jsonb_build_object('path', '/packages', 'pageTitle', 'Packages'))
       when 'error' then jsonb_build_object('errorData', jsonb_build_object('message', 'Request failed'))
       else '{}'::jsonb end,
     ${spread('g')}
   from generate_series(1, ${ACTIVITY_ROWS}) g
   cross join lateral (select (array['page_view', 'page_view', 'page_view', 'search', 'search', 'itinerary_view', 'itinerary_view', 'form_submission', 'user_login', 'itinerary_share', 'error', 'user_register'])[1 + g % 12] as type) t
   left join bench_users u on u.n = 1 + (g * 31) % ${USERS}`,
  `insert into ai_usage_logs (endpoint, engine, model, status, response_time_ms, input_tokens, output_tokens, total_tokens, cost_usd, cost_known, fallback, error_code, request_summary, response_summary, created_at)
   select case when g % 3 = 0 then '/api/itineraries/:id/details' else '/api/generate-itinerary' end,
     case when g % 4 = 0 then 'planner' else 'llm:gpt-4o-mini' end,
     case when g % 4 = 0 then null else 'gpt-4o-mini' end,
     case when g % 25 = 0 then 'error' else 'success' end,
     150 + g % 4000,
     case when g % 4 = 0 then 0 else 1500 + g % 900 end,
     case when g % 4 = 0 then 0 else 600 + g % 400 end,
     case when g % 4 = 0 then 0 else 2100 + g % 1300 end,
     case when g % 4 = 0 then 0 else 0.00045 end,
     true, g % 8 = 0,
     case when g % 25 = 0 then 'MODEL_OVERLOADED' end,
     jsonb_build_object('from', 'Kolkata', 'to', 'Darjeeling', 'travellers', 2),
     jsonb_build_object('cards', 4),
     ${spread('g')}
   from generate_series(1, ${AI_ROWS}) g`,
  `insert into leads (name, phone, status, source, submitted_at)
   select 'Lead ' || g, '7' || lpad(g::text, 9, '0'), (array['new', 'contacted', 'converted', 'lost'])[1 + g % 4], 'popup', ${spread('g')}
   from generate_series(1, ${LEADS}) g`,
  // The server keeps these as it stores events; the bulk load fills them the way the
  // migration that introduced them does.
  `insert into activity_hourly (hour, activity_type, device_type, events)
   select date_trunc('hour', created_at at time zone 'UTC') at time zone 'UTC', activity_type, device_type, count(*)::int
   from activities group by 1, 2, 3`,
  `insert into activity_visitors (visitor, device_type, identified, last_seen)
   select coalesce(user_id::text, anonymous_id), device_type, user_id is not null, max(created_at)
   from activities where user_id is not null or anonymous_id is not null group by 1, 2, 3`,
  `insert into ai_usage_hourly (hour, endpoint, engine, model, calls, errors, fallbacks, unpriced, response_time_ms, tokens, cost_usd)
   select (date_trunc('hour', (created_at at time zone 'UTC') + interval '330 minutes') - interval '330 minutes') at time zone 'UTC',
     endpoint, engine, coalesce(model, ''), count(*)::int,
     (count(*) filter (where status = 'error'))::int, (count(*) filter (where fallback))::int,
     (count(*) filter (where not cost_known))::int,
     sum(response_time_ms)::float8, sum(total_tokens)::float8, sum(cost_usd)::float8
   from ai_usage_logs group by 1, 2, 3, 4`,
  // A live database is vacuumed by autovacuum after a bulk insert; do it now so the reads
  // are measured as they run day to day (index-only scans need the visibility map).
  `vacuum analyze`,
];
