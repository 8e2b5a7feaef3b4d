-- Bank accounts of an investment account (spec 001: bank account form, change requests). The account's
-- money goes to and comes from these, so a row is never deleted: removal marks it (deleted_at).

-- Bank statements: uploaded before the bank account is saved (the form's "document required"), then
-- named by it. A statement no bank account names yet may be deleted; one a bank account names is kept.
CREATE TABLE bank_account_documents (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  storage_key text NOT NULL UNIQUE,
  file_name text NOT NULL,
  size_bytes int NOT NULL,
  uploaded_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bank_account_documents_of_account ON bank_account_documents (account_id);

CREATE TABLE bank_accounts (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 255),
  bsb text NOT NULL CHECK (bsb ~ '^[0-9]{6}$'),
  number text NOT NULL CHECK (number ~ '^[0-9]{1,10}$'),
  bank text NOT NULL DEFAULT '',
  branch text NOT NULL DEFAULT '',
  -- The directory lists this BSB's branch (not only its institution's range).
  bsb_was_found boolean NOT NULL DEFAULT false,
  document_id int REFERENCES bank_account_documents(id),
  created_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  updated_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX bank_accounts_of_account ON bank_accounts (account_id) WHERE deleted_at IS NULL;
