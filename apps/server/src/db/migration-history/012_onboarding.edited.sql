-- Invitations and account applications (spec 001 sections 2 to 9): the application's account with its
-- status, the invitations that bring primary and secondary users in, the people of an account, tax,
-- company and trust details, signing authority and the files an application carries.

-- The status is the truth; is_active stays as the one flag the client-area queries read.
ALTER TABLE accounts
  ADD COLUMN uuid uuid NOT NULL DEFAULT gen_random_uuid(),
  ADD COLUMN status text NOT NULL DEFAULT 'draft' CHECK (status IN (
    'draft', 'pending', 'application_in_progress', 'awaiting_secondary_users', 'approved_by_users',
    'awaiting_signature', 'awaiting_activation', 'portfolio_manager_review', 'active', 'inactive')),
  ADD COLUMN primary_user_id int REFERENCES users(id) ON DELETE SET NULL,
  -- Who started the application (the summary shows the initiator to a primary who did not).
  ADD COLUMN initiator_user_id int REFERENCES users(id) ON DELETE SET NULL,
  ADD COLUMN trustee_type text CHECK (trustee_type IN ('individual', 'corporate')),
  ADD COLUMN trustee_name text NOT NULL DEFAULT '',
  ADD COLUMN abn text NOT NULL DEFAULT '',
  ADD COLUMN acn text NOT NULL DEFAULT '',
  -- What the register answered for the ACN or ABN when it was validated (company name, directors).
  ADD COLUMN register_data jsonb,
  -- The primary user's role in a company or corporate trustee (a person_roles id).
  ADD COLUMN primary_user_role_id int,
  ADD COLUMN has_secondary_users boolean,
  ADD COLUMN has_additional_trustees boolean,
  ADD COLUMN skip_deed_attachment boolean NOT NULL DEFAULT false,
  ADD COLUMN skip_beneficial_owners boolean NOT NULL DEFAULT false,
  -- The six acknowledgements ticked at submission, with the time of each submission.
  ADD COLUMN acknowledgements jsonb,
  ADD COLUMN submitted_at timestamptz,
  ADD COLUMN activated_at timestamptz;

UPDATE accounts SET status = CASE WHEN is_active THEN 'active' ELSE 'draft' END;
UPDATE accounts a
   SET primary_user_id = (SELECT m.user_id FROM account_members m WHERE m.account_id = a.id ORDER BY m.user_id LIMIT 1),
       initiator_user_id = (SELECT m.user_id FROM account_members m WHERE m.account_id = a.id ORDER BY m.user_id LIMIT 1);
CREATE UNIQUE INDEX accounts_uuid_key ON accounts (uuid);

CREATE FUNCTION accounts_is_active_from_status() RETURNS trigger AS $$
BEGIN
  NEW.is_active := NEW.status = 'active';
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER accounts_is_active_from_status BEFORE INSERT OR UPDATE ON accounts
  FOR EACH ROW EXECUTE FUNCTION accounts_is_active_from_status();

-- Roles of people in an account (GET /api/roles/): ids are stable, the client sends them.
CREATE TABLE person_roles (
  id int PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  -- contact: additional individuals and trustees; director: a company's officers; beneficial: owners.
  kind text NOT NULL CHECK (kind IN ('contact', 'director', 'beneficial'))
);
INSERT INTO person_roles (id, key, title, kind) VALUES
  (1, 'contact', 'Contact', 'contact'),
  (2, 'director', 'Director', 'director'),
  (3, 'director_shareholder', 'Director and shareholder', 'director'),
  (4, 'company_secretary', 'Company secretary', 'director'),
  (5, 'sole_director', 'Sole director', 'director'),
  (6, 'public_officer', 'Public officer', 'director'),
  (7, 'alternate_director', 'Alternate director', 'director'),
  (8, 'chairperson', 'Chairperson', 'director'),
  (9, 'beneficial_owner', 'Beneficial owner', 'beneficial'),
  (10, 'controller', 'Controller', 'beneficial'),
  (11, 'decision_maker', 'Decision maker', 'beneficial');

-- Everyone named in an account other than its primary user: joint holders and trustees (contact),
-- directors, beneficial owners, controllers and decision makers. A person becomes a user when they
-- accept their invitation; user_id is set then.
CREATE TABLE account_people (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  role_id int NOT NULL REFERENCES person_roles(id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  email text NOT NULL,
  phone_number text NOT NULL,
  verification_status text NOT NULL DEFAULT 'invited' CHECK (verification_status IN (
    'invited', 'registered', 'verified', 'not_verified')),
  -- The secondary user's answer to the application (secondary summary).
  decision text CHECK (decision IN ('accepted', 'declined')),
  decided_at timestamptz,
  is_possible_duplicate boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_people_account ON account_people (account_id);
CREATE INDEX account_people_user ON account_people (user_id);
CREATE UNIQUE INDEX account_people_email_per_account ON account_people (account_id, role_id, lower(email));

-- Invitations: primary (a new applicant brought in by the provider, optionally for a prepared account)
-- and secondary (a person of an account). Codes and tokens are stored hashed.
CREATE TABLE invitations (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL DEFAULT gen_random_uuid() UNIQUE,
  kind text NOT NULL CHECK (kind IN ('primary', 'secondary')),
  application_id text NOT NULL REFERENCES applications(id),
  account_id int REFERENCES accounts(id) ON DELETE CASCADE,
  person_id int REFERENCES account_people(id) ON DELETE CASCADE,
  invited_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  -- The user who took the invitation up (signed up or signed in with it).
  user_id int REFERENCES users(id) ON DELETE SET NULL,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  email text NOT NULL,
  phone_number text NOT NULL,
  -- The 12-digit code sent with a primary invitation (enter_code step), hashed.
  code_hash text,
  -- The token of the secondary link /accounts/secondary-invite/{accountId}/{token}/, hashed.
  token_hash text UNIQUE,
  registration_step text NOT NULL,
  wrong_code_attempts int NOT NULL DEFAULT 0,
  is_fake_creation_case boolean NOT NULL DEFAULT false,
  is_setting_primary_case boolean NOT NULL DEFAULT false,
  opened_at timestamptz,
  terms_accepted_at timestamptz,
  activated_at timestamptz,
  completed_at timestamptz,
  revoked_at timestamptz,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX invitations_email ON invitations (lower(email));
CREATE INDEX invitations_account ON invitations (account_id);
-- The profile looks up the user's invitations under way on every load.
CREATE INDEX invitations_open_of_user ON invitations (user_id)
  WHERE completed_at IS NULL AND revoked_at IS NULL;

CREATE TABLE corporate_tax_categories (
  id int PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL
);
INSERT INTO corporate_tax_categories (id, title, description) VALUES
  (1, 'Australian public company',
   'A company listed on an Australian stock exchange, or a majority-owned subsidiary of one.'),
  (2, 'Australian private company', 'A proprietary company registered in Australia.'),
  (3, 'Australian regulated trust or super fund',
   'A trust or superannuation fund regulated by APRA or the ATO, including a self-managed super fund.'),
  (4, 'Active non-financial entity',
   'An entity whose income is less than 50% passive income (dividends, interest, rent) and whose assets are less than 50% held for passive income.'),
  (5, 'Passive non-financial entity',
   'An entity that is not a financial institution and is not active: most of its income or assets are passive.'),
  (6, 'Financial institution',
   'A custodial or depository institution, an investment entity or a specified insurance company.');

-- Individual tax belongs to the person, whatever account they apply with. The TFN is encrypted with a
-- key from configuration; only its last three digits are kept in clear, for the masked display.
CREATE TABLE individual_taxes (
  id serial PRIMARY KEY,
  user_id int NOT NULL UNIQUE REFERENCES users(id) ON DELETE CASCADE,
  tfn_ciphertext text,
  tfn_last_digits text,
  has_not_tfn boolean NOT NULL DEFAULT false,
  is_australian_tax_resident boolean NOT NULL,
  is_other_country_tax_resident boolean NOT NULL,
  tin text NOT NULL DEFAULT '',
  country_id int REFERENCES countries(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE corporate_taxes (
  account_id int PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  tfn_ciphertext text,
  tfn_last_digits text,
  has_not_tfn boolean NOT NULL DEFAULT false,
  abn text NOT NULL DEFAULT '',
  is_foreign_entity boolean NOT NULL,
  country_id int REFERENCES countries(id),
  tin text NOT NULL DEFAULT '',
  category_id int NOT NULL REFERENCES corporate_tax_categories(id),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A company's, or a corporate trustee's, activity and its three addresses ({country, address_line_1,
-- suburb, state, post_code} each).
CREATE TABLE corporate_account_details (
  account_id int PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  is_investing_primary_activity boolean NOT NULL,
  nature_of_activity text NOT NULL DEFAULT '',
  registered_office jsonb NOT NULL,
  principal_place_of_business jsonb NOT NULL,
  postal_address jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE trust_types (
  id int PRIMARY KEY,
  name text NOT NULL
);
INSERT INTO trust_types (id, name) VALUES
  (1, 'Discretionary (family) trust'),
  (2, 'Unit trust'),
  (3, 'Hybrid trust'),
  (4, 'Fixed trust'),
  (5, 'Testamentary trust'),
  (6, 'Charitable trust'),
  (7, 'Self-managed superannuation fund');

CREATE TABLE trust_details (
  account_id int PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  type_id int NOT NULL REFERENCES trust_types(id),
  state text NOT NULL,
  -- Whether the trust was settled with $10,000 or more (then the settlor is named).
  is_settled_sum_at_least_threshold boolean NOT NULL,
  settlor_name text NOT NULL DEFAULT '',
  is_investing_primary_activity boolean NOT NULL,
  nature_of_activity text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Who may sign for the account. selected_signatories are user ids of account members.
CREATE TABLE signing_authorities (
  account_id int PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
  signing_authority_option text NOT NULL CHECK (signing_authority_option IN (
    'any_applicant_to_sign', 'all_applicants_to_sign', 'advanced_settings')),
  advanced_settings_option text CHECK (advanced_settings_option IN (
    'min_number_of_signatories', 'selected_signatories')),
  min_number_of_signatories int,
  selected_signatories int[] NOT NULL DEFAULT '{}',
  -- The member list the authority was set for; a change of members asks for the step again.
  member_ids int[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Wholesale investor certificates and trust deed attachments, kept in the file storage.
CREATE TABLE account_files (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('certificate', 'deed_attachment')),
  storage_key text NOT NULL,
  file_name text NOT NULL,
  size_bytes int NOT NULL,
  uploaded_by_user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_files_account ON account_files (account_id, kind);

-- The profile names the invitation still under way (registration_invite_uuid and
-- force_activate_secondary_user_invite_token): a change of an invitation or of a person's decision
-- announces the user, so the profile held in memory follows.
CREATE FUNCTION notify_invitee_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.user_id IS NOT NULL THEN
    PERFORM pg_notify('auth_change', OLD.user_id::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.user_id IS NOT NULL THEN
    PERFORM pg_notify('auth_change', NEW.user_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER invitations_auth_change AFTER INSERT OR UPDATE OR DELETE ON invitations
  FOR EACH ROW EXECUTE FUNCTION notify_invitee_change();

CREATE TRIGGER account_people_auth_change AFTER INSERT OR UPDATE OR DELETE ON account_people
  FOR EACH ROW EXECUTE FUNCTION notify_invitee_change();
