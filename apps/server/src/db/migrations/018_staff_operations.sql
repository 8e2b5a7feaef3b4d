-- The provider's staff operations: decisions on submitted applications, and portfolio imports started
-- from the staff console (durable jobs: the uploaded files and each file's result live here, so a
-- reload or a restart loses nothing).

-- Each activation or return of an application by staff, with the reason given for a return. The newest
-- row of an account tells the queue whether an editable application was returned to its applicant.
CREATE TABLE application_reviews (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('activated', 'returned')),
  reason text NOT NULL DEFAULT '',
  staff_user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX application_reviews_account ON application_reviews (account_id, created_at DESC, id DESC);

-- An import: pending until a worker claims it (running, locked_at, attempts + 1), then done. A job a
-- killed server left running goes back to pending (loading a file twice changes nothing).
CREATE TABLE portfolio_import_jobs (
  id serial PRIMARY KEY,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'done', 'failed')),
  created_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  attempts int NOT NULL DEFAULT 0,
  locked_at timestamptz,
  error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX portfolio_import_jobs_pending ON portfolio_import_jobs (created_at, id) WHERE status = 'pending';

-- The files of an import in load order; result columns are set as each file is loaded or rejected.
CREATE TABLE portfolio_import_files (
  job_id int NOT NULL REFERENCES portfolio_import_jobs(id) ON DELETE CASCADE,
  position int NOT NULL,
  file_name text NOT NULL,
  content text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'loaded', 'rejected')),
  row_count int NOT NULL DEFAULT 0,
  errors jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (job_id, position)
);
