-- Reports (spec 002): the report types the generator offers, the reports users generate (each row is also
-- the durable job that renders it: src/jobs/report-worker.ts) and the favourites saved from them.

CREATE TABLE report_types (
  id int PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- Whether the type can be computed per investment option (spec 002 section 4; docs/decisions.md Reports).
  works_with_client_options boolean NOT NULL,
  sort_order int NOT NULL
);

INSERT INTO report_types (id, name, works_with_client_options, sort_order) VALUES
  (1, 'Portfolio valuation', true, 1),
  (2, 'Performance', true, 2),
  (3, 'Income', true, 3),
  (4, 'Transactions', true, 4),
  (5, 'Realised capital gains', true, 5),
  (6, 'Asset allocation', true, 6),
  (7, 'Fees and expenses', true, 7),
  (8, 'Tax summary', false, 8);

CREATE TABLE generated_reports (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE,
  -- Whose report it is (the acting user); creator_id is who asked for it (a staff member acting for them).
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  creator_id int REFERENCES users(id) ON DELETE SET NULL,
  application_id text NOT NULL REFERENCES applications(id),
  name text NOT NULL,
  account_ids int[] NOT NULL,
  -- As chosen; empty means every option of the chosen accounts.
  investment_option_ids int[] NOT NULL DEFAULT '{}',
  report_type_ids int[] NOT NULL,
  start_date date NOT NULL,
  end_date date NOT NULL CHECK (end_date >= start_date),
  combine_accounts boolean NOT NULL DEFAULT false,
  combine_investment_options boolean NOT NULL DEFAULT false,
  -- The job: pending -> running (claimed by a worker, locked_at set) -> ready | failed. A row left
  -- running by a killed server goes back to pending after a minute, at most 3 attempts in all.
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'ready', 'failed')),
  attempts int NOT NULL DEFAULT 0,
  locked_at timestamptz,
  error text,
  file_key text,
  page_count int,
  is_read boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- When the report was built from the portfolio data (the data as loaded at that moment).
  load_datetime timestamptz
);
CREATE INDEX generated_reports_user ON generated_reports (user_id, created_at DESC);
CREATE INDEX generated_reports_queue ON generated_reports (status, created_at) WHERE status IN ('pending', 'running');

CREATE TABLE favorite_reports (
  id serial PRIMARY KEY,
  user_id int NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  application_id text NOT NULL REFERENCES applications(id),
  -- The generated report it was saved from (one favourite per report).
  source_report_id int UNIQUE REFERENCES generated_reports(id) ON DELETE SET NULL,
  name text NOT NULL,
  account_ids int[] NOT NULL,
  investment_option_ids int[] NOT NULL DEFAULT '{}',
  report_type_ids int[] NOT NULL,
  combine_accounts boolean NOT NULL DEFAULT false,
  combine_investment_options boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX favorite_reports_user ON favorite_reports (user_id, created_at DESC);
