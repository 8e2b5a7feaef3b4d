-- Background work runs on pg-boss, whose tables live in a schema of their own (it creates and migrates
-- them itself). A report or an import is queued in the transaction that inserts it; rows written without
-- a job (demo seeding, rows from before the queue) are queued when the workers start.
ALTER TABLE generated_reports ADD COLUMN queue_job_id uuid;
ALTER TABLE portfolio_import_jobs ADD COLUMN queue_job_id uuid;
DROP INDEX generated_reports_queue;
DROP INDEX portfolio_import_jobs_pending;
CREATE INDEX generated_reports_unqueued ON generated_reports (id) WHERE status = 'pending' AND queue_job_id IS NULL;
CREATE INDEX portfolio_import_jobs_unqueued ON portfolio_import_jobs (id)
  WHERE status = 'pending' AND queue_job_id IS NULL;

-- When a scheduled job saw an invitation or an envelope expire. Reads still compare expires_at with
-- now(), so nothing waits for the job; the mark is the stored record of the expiry.
ALTER TABLE invitations ADD COLUMN expired_at timestamptz;
ALTER TABLE embedded_envelopes ADD COLUMN expired_at timestamptz;
