-- Loan notes, the icf product line (spec 001 sections 1, 3, 5, 7 and 9): the note types an investor
-- chooses from, the application for notes (a bundle), the notes held, their reinvestment instructions
-- at maturity, redeem requests of the 48-hour at-call note, and the money movements of each note.
-- Money is numeric(14, 2), rates numeric(5, 2): never a float.

-- --- Reference data: the products on offer ---
-- A fixed-term note has a term in months; the 48-hour at-call note has none (term NULL, is_at_call).
-- A product withdrawn from sale stays (notes refer to it) with active = false.
CREATE TABLE note_types (
  id serial PRIMARY KEY,
  term int CHECK (term IS NULL OR term > 0),
  is_at_call boolean NOT NULL DEFAULT false,
  interest_type text NOT NULL CHECK (interest_type IN ('fixed', 'variable')),
  interest_rate numeric(5, 2) NOT NULL CHECK (interest_rate >= 0),
  active boolean NOT NULL DEFAULT true,
  sort_order int NOT NULL DEFAULT 0,
  CHECK (is_at_call = (term IS NULL))
);
INSERT INTO note_types (term, is_at_call, interest_type, interest_rate, active, sort_order) VALUES
  (NULL, true, 'variable', 4.75, true, 0),
  (3, false, 'fixed', 6.25, true, 1),
  (6, false, 'fixed', 6.75, true, 2),
  (12, false, 'fixed', 7.25, true, 3),
  (24, false, 'fixed', 7.75, true, 4),
  (36, false, 'fixed', 8.25, true, 5),
  (60, false, 'fixed', 8.50, false, 6);

-- --- An application for notes: the products chosen for an account and the bank account they pay to ---
-- issued_at is set when the provider issues the notes; until then the bundle is the application's.
CREATE TABLE loan_note_bundles (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  bank_account_id int REFERENCES bank_accounts(id) ON DELETE SET NULL,
  created_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  issued_at timestamptz
);
-- One application for notes under way per account: a repeated apply-now cannot create a second.
CREATE UNIQUE INDEX loan_note_bundles_one_open ON loan_note_bundles (account_id) WHERE issued_at IS NULL;

-- --- The notes ---
-- applied: part of an application not yet issued; active: issued and earning interest; matured: the term
-- ended and the note waits for its instruction; redeemed: paid back; reinvested: rolled into a new note.
CREATE TABLE loan_notes (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  bundle_id int REFERENCES loan_note_bundles(id) ON DELETE CASCADE,
  note_type_id int NOT NULL REFERENCES note_types(id),
  face_value numeric(14, 2) NOT NULL CHECK (face_value > 0),
  interest_capitalisation boolean NOT NULL DEFAULT false,
  bank_account_id int REFERENCES bank_accounts(id) ON DELETE SET NULL,
  -- Created by the provider (a reinvestment at maturity), not chosen by the investor in an application.
  is_automatically_created boolean NOT NULL DEFAULT false,
  status text NOT NULL DEFAULT 'applied'
    CHECK (status IN ('applied', 'active', 'matured', 'redeemed', 'reinvested')),
  start_date date,
  maturity_date date,
  -- The note this one was reinvested from.
  reinvested_from_id int REFERENCES loan_notes(id) ON DELETE SET NULL,
  position int NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_notes_of_account ON loan_notes (account_id);
CREATE INDEX loan_notes_of_bundle ON loan_notes (bundle_id);

-- --- What happens to a fixed-term note at maturity ---
-- One instruction per note; draft until the investor confirms it on the confirmation screen.
CREATE TABLE reinvestment_instructions (
  loan_note_id int PRIMARY KEY REFERENCES loan_notes(id) ON DELETE CASCADE,
  option text NOT NULL CHECK (option IN ('reinvest', 'redeem')),
  note_type_id int REFERENCES note_types(id),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'confirmed')),
  updated_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  confirmed_at timestamptz,
  CHECK ((option = 'reinvest') = (note_type_id IS NOT NULL))
);

-- --- Redeem requests of the 48-hour at-call note ---
-- draft until confirmed; submitted requests are paid by the provider (processed_at).
CREATE TABLE redeem_requests (
  id serial PRIMARY KEY,
  loan_note_id int NOT NULL REFERENCES loan_notes(id) ON DELETE CASCADE,
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'processed')),
  created_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  submitted_at timestamptz,
  processed_at timestamptz
);
CREATE INDEX redeem_requests_of_note ON redeem_requests (loan_note_id);

-- --- Money movements of the notes (the transactions screen) ---
CREATE TABLE loan_note_transactions (
  id serial PRIMARY KEY,
  loan_note_id int NOT NULL REFERENCES loan_notes(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('investment', 'interest', 'capitalised_interest', 'redemption', 'reinvestment')),
  amount numeric(14, 2) NOT NULL CHECK (amount > 0),
  date date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX loan_note_transactions_of_note ON loan_note_transactions (loan_note_id, date);
