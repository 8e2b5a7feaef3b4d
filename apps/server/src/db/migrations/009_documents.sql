-- The documents of an account (statements, tax packs, confirmations): the file itself lives in the file
-- storage under `file_key` (a key the storage chose, never the user's name); `file_name` is what the
-- download is saved as. `company` is shown as the Description.

CREATE TABLE documents (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  category text NOT NULL,
  company text NOT NULL DEFAULT '',
  date_of date NOT NULL,
  file_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  file_size bigint NOT NULL CHECK (file_size >= 0),
  content_type text NOT NULL,
  is_annual_summary_tax_pack boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The list's default order (newest first) within the user's accounts.
CREATE INDEX documents_account_date ON documents (account_id, date_of DESC, id DESC);
-- The Annual Summary Pack switch.
CREATE INDEX documents_account_tax_pack ON documents (account_id, date_of DESC) WHERE is_annual_summary_tax_pack;
-- Search and autosuggest match case-insensitively inside the user's accounts (a few hundred rows each),
-- so these keep the distinct values cheap to read per account.
CREATE INDEX documents_account_category ON documents (account_id, lower(category));
CREATE INDEX documents_account_company ON documents (account_id, lower(company));
