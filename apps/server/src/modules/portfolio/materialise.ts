import type { Queryable } from '../../db/client.ts';

/**
 * Recomputes the daily valuations and monthly returns of the given investment options from their
 * holdings, prices and transactions. Called in the same transaction as the load that changed them, so a
 * dashboard call never sees raw rows without their aggregates, and never re-scans years of them.
 *
 * All arithmetic is PostgreSQL numeric: no float touches money.
 */
export async function materialise(q: Queryable, investmentOptionIds: number[]): Promise<void> {
  if (investmentOptionIds.length === 0) return;
  const ids = [...new Set(investmentOptionIds)];

  // Each position row lasts until the next row of its option and security.
  await q.query(
    `UPDATE holdings h SET valid_to = n.valid_to
       FROM (SELECT investment_option_id, security_id, date,
                    coalesce(lead(date) OVER (PARTITION BY investment_option_id, security_id ORDER BY date),
                             'infinity'::date) AS valid_to
               FROM holdings WHERE investment_option_id = ANY($1::int[])) n
      WHERE h.investment_option_id = n.investment_option_id AND h.security_id = n.security_id
        AND h.date = n.date AND h.valid_to <> n.valid_to`,
    [ids],
  );

  await q.query('DELETE FROM daily_valuations WHERE investment_option_id = ANY($1::int[])', [ids]);
  // Every priced date (the trading calendar) on which a position is open is valued at the last known
  // price of each security held, capped at the strike where an option is written over it.
  await q.query(
    `WITH spans AS (
       SELECT h.investment_option_id, h.security_id, h.units, h.date AS from_date, h.valid_to AS to_date
         FROM holdings h
        WHERE h.investment_option_id = ANY($1::int[])
     ),
     calendar AS (SELECT DISTINCT date FROM security_prices)
     INSERT INTO daily_valuations (investment_option_id, date, value)
     SELECT sp.investment_option_id, c.date,
            round(sum(sp.units * LEAST(px.price, coalesce(s.strike_price, px.price))), 2)
       FROM spans sp
       JOIN calendar c ON c.date >= sp.from_date AND c.date < sp.to_date
       JOIN securities s ON s.id = sp.security_id
       CROSS JOIN LATERAL (
         SELECT p.price FROM security_prices p
          WHERE p.security_id = sp.security_id AND p.date <= c.date
          ORDER BY p.date DESC LIMIT 1
       ) px
      WHERE sp.units <> 0
      GROUP BY sp.investment_option_id, c.date`,
    [ids],
  );

  await q.query('DELETE FROM monthly_returns WHERE investment_option_id = ANY($1::int[])', [ids]);
  // Each month's flows come from the transactions; what the prices moved (unrealised) is the rest of the
  // change in value, so closing = opening + movements + returns holds to the cent by construction.
  await q.query(
    `WITH months AS (
       SELECT investment_option_id, date_trunc('month', date)::date AS month,
              (array_agg(value ORDER BY date DESC))[1] AS closing_value
         FROM daily_valuations
        WHERE investment_option_id = ANY($1::int[])
        GROUP BY 1, 2
     ),
     valued AS (
       SELECT m.*, coalesce(lag(closing_value) OVER (PARTITION BY investment_option_id ORDER BY month), 0)
                   AS opening_value
         FROM months m
     ),
     flows AS (
       SELECT investment_option_id, date_trunc('month', date)::date AS month,
              coalesce(sum(amount) FILTER (WHERE type = 'movement_in'), 0) AS movements_in,
              coalesce(sum(amount) FILTER (WHERE type = 'movement_out'), 0) AS movements_out,
              coalesce(sum(amount) FILTER (WHERE type = 'withholding_tax'), 0) AS withholding_tax,
              coalesce(sum(amount) FILTER (WHERE type = 'dividend'), 0) AS dividends,
              coalesce(sum(franking_credit) FILTER (WHERE type = 'dividend'), 0) AS franking_credits,
              coalesce(sum(amount) FILTER (WHERE type = 'option_premium'), 0) AS premiums_received,
              coalesce(sum(amount) FILTER (WHERE type = 'other_income'), 0) AS other_income,
              coalesce(sum(amount) FILTER (WHERE type = 'fee'), 0) AS fees,
              coalesce(sum(realised_gain) FILTER (WHERE type = 'sell'), 0) AS realised,
              coalesce(sum(amount) FILTER (WHERE type = 'option_bought'), 0) AS options_bought
         FROM transactions
        WHERE investment_option_id = ANY($1::int[])
        GROUP BY 1, 2
     ),
     joined AS (
       SELECT v.investment_option_id, v.month, v.opening_value, v.closing_value,
              coalesce(f.movements_in, 0) AS movements_in, coalesce(f.movements_out, 0) AS movements_out,
              coalesce(f.withholding_tax, 0) AS withholding_tax, coalesce(f.dividends, 0) AS dividends,
              coalesce(f.franking_credits, 0) AS franking_credits,
              coalesce(f.premiums_received, 0) AS premiums_received,
              coalesce(f.other_income, 0) AS other_income, coalesce(f.fees, 0) AS fees,
              coalesce(f.realised, 0) AS realised, coalesce(f.options_bought, 0) AS options_bought
         FROM valued v
         LEFT JOIN flows f ON f.investment_option_id = v.investment_option_id AND f.month = v.month
     )
     INSERT INTO monthly_returns (investment_option_id, month, opening_value, closing_value, movements_in,
       movements_out, withholding_tax, dividends, franking_credits, premiums_received, other_income, fees,
       realised, options_bought, unrealised)
     SELECT investment_option_id, month, opening_value, closing_value, movements_in, movements_out,
            withholding_tax, dividends, franking_credits, premiums_received, other_income, fees, realised,
            options_bought,
            (closing_value - opening_value)
              - (movements_in - movements_out - withholding_tax)
              - (dividends + premiums_received + other_income)
              + fees - realised + options_bought
       FROM joined`,
    [ids],
  );
}
