-- Benchmarks: index series the investor can compare the portfolio with (docs/portfolio-data.md,
-- docs/decisions.md "Benchmarks"). Loaded like the other portfolio data, keyed by code and by code + date.

CREATE TABLE benchmarks (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  sort_order int NOT NULL DEFAULT 0
);

-- An index's level at the close of a day; a day without one carries the last level forward.
CREATE TABLE benchmark_levels (
  benchmark_id int NOT NULL REFERENCES benchmarks(id) ON DELETE CASCADE,
  date date NOT NULL,
  level numeric(20, 6) NOT NULL CHECK (level > 0),
  PRIMARY KEY (benchmark_id, date)
);

-- The benchmark each user compares with, on the server so that reports use it too (no row: none).
CREATE TABLE benchmark_choices (
  user_id int PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  benchmark_id int NOT NULL REFERENCES benchmarks(id) ON DELETE CASCADE,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX benchmark_choices_benchmark ON benchmark_choices (benchmark_id);
