-- Phones become one identity in E.164 (India by default), as the server now stores them.
-- Same rules as toE164() in src/lib/phone.ts for the stored digits-only values.
CREATE FUNCTION pg_temp.phone_e164(phone text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN phone LIKE '+%' THEN phone
    WHEN phone ~ '^[0-9]{10}$' THEN '+91' || phone
    WHEN phone ~ '^0[0-9]{10}$' THEN '+91' || substr(phone, 2)
    ELSE '+' || phone
  END
$$;
--> statement-breakpoint
-- Travellers: where two accounts turn out to share a number, the older keeps it and the
-- newer keeps its old form (the admin can see and merge them); no account is lost.
WITH ranked AS (
  SELECT id, pg_temp.phone_e164(phone) AS e164,
         row_number() OVER (PARTITION BY pg_temp.phone_e164(phone) ORDER BY created_at, id) AS rank
  FROM users
  WHERE phone NOT LIKE '+%'
)
UPDATE users SET phone = ranked.e164
FROM ranked
WHERE users.id = ranked.id
  AND ranked.rank = 1
  AND NOT EXISTS (SELECT 1 FROM users taken WHERE taken.phone = ranked.e164);
--> statement-breakpoint
UPDATE leads SET phone = pg_temp.phone_e164(phone) WHERE phone NOT LIKE '+%';
