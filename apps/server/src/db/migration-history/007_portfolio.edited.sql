-- Portfolio data as the provider's back office delivers it daily, and the aggregates the dashboard reads.
-- Money and units are numeric (never a float); dates are dates. See docs/portfolio-data.md.

CREATE TABLE asset_classes (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  color text NOT NULL,
  sort_order int NOT NULL DEFAULT 0
);

CREATE TABLE securities (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  asset_class_id int NOT NULL REFERENCES asset_classes(id),
  -- A holding subject to a call option written over it is worth at most the strike: price and value are
  -- capped there ('Price/Value is capped at Strike').
  strike_price numeric(20, 6)
);

CREATE TABLE security_prices (
  security_id int NOT NULL REFERENCES securities(id) ON DELETE CASCADE,
  date date NOT NULL,
  price numeric(20, 6) NOT NULL CHECK (price >= 0),
  PRIMARY KEY (security_id, date)
);
-- The trading calendar is the set of priced dates.
CREATE INDEX security_prices_date ON security_prices (date);

-- The provider's investment options (strategies); an account holds several.
CREATE TABLE strategies (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  color text NOT NULL,
  sort_order int NOT NULL DEFAULT 0
);

-- One strategy held by one account: what the dashboard's investment option filter chooses.
CREATE TABLE investment_options (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  strategy_id int NOT NULL REFERENCES strategies(id),
  UNIQUE (account_id, strategy_id)
);
CREATE INDEX investment_options_strategy ON investment_options (strategy_id);

-- A position from `date` until the next row of the same option and security (units 0 closes it).
-- `valid_to` (that next row's date, or infinity) is kept by materialise(), so the positions open on a
-- date are found through an index without reading the history before it.
CREATE TABLE holdings (
  investment_option_id int NOT NULL REFERENCES investment_options(id) ON DELETE CASCADE,
  security_id int NOT NULL REFERENCES securities(id),
  date date NOT NULL,
  units numeric(20, 6) NOT NULL,
  target_units numeric(20, 6),
  valid_to date NOT NULL DEFAULT 'infinity',
  PRIMARY KEY (investment_option_id, security_id, date)
);
CREATE INDEX holdings_open ON holdings (investment_option_id, valid_to);

-- Amounts are positive; the type says which way the money went. `external_id` is the provider's
-- reference, so loading the same file twice changes nothing.
CREATE TABLE transactions (
  id bigserial PRIMARY KEY,
  external_id text NOT NULL UNIQUE,
  investment_option_id int NOT NULL REFERENCES investment_options(id) ON DELETE CASCADE,
  security_id int REFERENCES securities(id),
  date date NOT NULL,
  type text NOT NULL CHECK (type IN ('buy', 'sell', 'dividend', 'option_premium', 'other_income', 'fee',
    'movement_in', 'movement_out', 'withholding_tax', 'option_bought')),
  units numeric(20, 6),
  amount numeric(20, 2) NOT NULL CHECK (amount >= 0),
  franking_credit numeric(20, 2) NOT NULL DEFAULT 0 CHECK (franking_credit >= 0),
  -- Sells: proceeds less cost base, as the provider's registry computes it.
  realised_gain numeric(20, 2) NOT NULL DEFAULT 0
);
CREATE INDEX transactions_option_date ON transactions (investment_option_id, date);

-- A margin loan balance from `date` until the next row of the account.
CREATE TABLE margin_loans (
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  date date NOT NULL,
  balance numeric(20, 2) NOT NULL CHECK (balance >= 0),
  PRIMARY KEY (account_id, date)
);

-- Materialised when data is loaded (modules/portfolio/materialise.ts): a dashboard call reads these and
-- never re-scans years of raw rows.
CREATE TABLE daily_valuations (
  investment_option_id int NOT NULL REFERENCES investment_options(id) ON DELETE CASCADE,
  date date NOT NULL,
  value numeric(20, 2) NOT NULL,
  PRIMARY KEY (investment_option_id, date)
);

-- One row per option and calendar month. Signed contributions to the change in value:
--   closing - opening = movements_in - movements_out - franking_credits - withholding_tax
--                       + income_return + capital_return - fees
-- income_return = dividends + premiums_received + other_income + franking_credits
-- capital_return = realised + unrealised - options_bought (unrealised is what the prices moved)
CREATE TABLE monthly_returns (
  investment_option_id int NOT NULL REFERENCES investment_options(id) ON DELETE CASCADE,
  month date NOT NULL,
  opening_value numeric(20, 2) NOT NULL,
  closing_value numeric(20, 2) NOT NULL,
  movements_in numeric(20, 2) NOT NULL,
  movements_out numeric(20, 2) NOT NULL,
  withholding_tax numeric(20, 2) NOT NULL,
  dividends numeric(20, 2) NOT NULL,
  franking_credits numeric(20, 2) NOT NULL,
  premiums_received numeric(20, 2) NOT NULL,
  other_income numeric(20, 2) NOT NULL,
  fees numeric(20, 2) NOT NULL,
  realised numeric(20, 2) NOT NULL,
  options_bought numeric(20, 2) NOT NULL,
  unrealised numeric(20, 2) NOT NULL,
  PRIMARY KEY (investment_option_id, month)
);

-- The dashboard filter each user last chose (loaded and saved on every change).
CREATE TABLE dashboard_filters (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  period text NOT NULL,
  account_ids int[] NOT NULL DEFAULT '{}',
  investment_option_ids int[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Rebalance notices to an account (their pages are built with the reports; the dashboard shows the
-- latest and how many the user has not opened).
CREATE TABLE rebalance_reports (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  date date NOT NULL,
  type text NOT NULL CHECK (type IN ('taa', 'model_portfolio')),
  status text NOT NULL CHECK (status IN ('complete', 'in_progress', 'cancelled')),
  message text NOT NULL DEFAULT '',
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rebalance_reports_account_date ON rebalance_reports (account_id, date DESC);

CREATE TABLE rebalance_report_views (
  report_id int NOT NULL REFERENCES rebalance_reports(id) ON DELETE CASCADE,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (report_id, user_id)
);
