-- `holdings.valid_to` and its index were added to 007_portfolio.sql after that file had been applied,
-- so databases made before the edit lack them. Written to run on both kinds of database: those that
-- have them already (made from the edited 007) and those that do not.

-- `valid_to` (the date of the next row of the same option and security, or infinity) is kept by
-- materialise(), so the positions open on a date are found through an index without reading the
-- history before it.
ALTER TABLE holdings ADD COLUMN IF NOT EXISTS valid_to date NOT NULL DEFAULT 'infinity';
CREATE INDEX IF NOT EXISTS holdings_open ON holdings (investment_option_id, valid_to);

-- Rows loaded before the column existed all got infinity: give each the date of its successor, as
-- materialise() would (rows already right are left alone).
UPDATE holdings h SET valid_to = n.valid_to
  FROM (SELECT investment_option_id, security_id, date,
               coalesce(lead(date) OVER (PARTITION BY investment_option_id, security_id ORDER BY date),
                        'infinity'::date) AS valid_to
          FROM holdings) n
 WHERE h.investment_option_id = n.investment_option_id AND h.security_id = n.security_id
   AND h.date = n.date AND h.valid_to <> n.valid_to;
