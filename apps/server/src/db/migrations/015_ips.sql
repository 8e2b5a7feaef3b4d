-- The private-portfolio application (portfolio details) and the investment policy statement (IPS) of an
-- ipm account, with the reference data their forms choose from (spec 001 sections 3, 4, 5 and 9).
-- Money is numeric, percentages numeric(5, 2), fees numeric(7, 4) (shown to 4 decimals).

-- --- Reference data of the portfolio details ---

CREATE TABLE source_of_funds (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  -- 'Other' asks for an answer in source_of_funds_other.
  is_other boolean NOT NULL DEFAULT false,
  sort_order int NOT NULL DEFAULT 0
);
INSERT INTO source_of_funds (name, is_other, sort_order) VALUES
  ('Salary and savings', false, 1),
  ('Sale of property', false, 2),
  ('Sale of a business', false, 3),
  ('Inheritance', false, 4),
  ('Investment income', false, 5),
  ('Superannuation benefits', false, 6),
  ('Gift or donation', false, 7),
  ('Other', true, 8);

-- How the tax parcels of a sale are chosen (minimise_gain is the default, spec section 9).
CREATE TABLE accounting_methods (
  key text PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL,
  sort_order int NOT NULL DEFAULT 0
);
INSERT INTO accounting_methods (key, name, description, sort_order) VALUES
  ('minimise_gain', 'Minimise gain', 'Parcels are sold so that the capital gain is the smallest.', 1),
  ('maximise_gain', 'Maximise gain', 'Parcels are sold so that the capital gain is the largest.', 2),
  ('fifo', 'First in, first out', 'The parcels bought first are sold first.', 3),
  ('lifo', 'Last in, first out', 'The parcels bought last are sold first.', 4);

CREATE TABLE portfolio_applications (
  id serial PRIMARY KEY,
  account_id int NOT NULL UNIQUE REFERENCES accounts(id) ON DELETE CASCADE,
  is_funds_transfer boolean NOT NULL,
  funds_transfer_amount numeric(17, 2) CHECK (funds_transfer_amount > 0),
  is_asset_transfer boolean NOT NULL,
  asset_transfer_amount numeric(17, 2) CHECK (asset_transfer_amount > 0),
  source_of_funds_other text NOT NULL DEFAULT '',
  is_require_14_days_investing boolean NOT NULL,
  investment_period text CHECK (investment_period IN ('private_portfolio_manager_discretion', 'other')),
  investment_period_months int CHECK (investment_period_months BETWEEN 1 AND 120),
  accounting_method text NOT NULL REFERENCES accounting_methods(key),
  receive_franking_credits text NOT NULL CHECK (receive_franking_credits IN ('eligible', 'not_eligible')),
  is_exempt_income_tax boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_funds_transfer OR is_asset_transfer),
  CHECK (is_funds_transfer = (funds_transfer_amount IS NOT NULL)),
  CHECK (is_asset_transfer = (asset_transfer_amount IS NOT NULL))
);

CREATE TABLE portfolio_application_sources (
  portfolio_application_id int NOT NULL REFERENCES portfolio_applications(id) ON DELETE CASCADE,
  source_of_funds_id int NOT NULL REFERENCES source_of_funds(id),
  PRIMARY KEY (portfolio_application_id, source_of_funds_id)
);

-- --- Reference data of the IPS ---

-- The categories of the allocation are the asset classes of the portfolio data (007); the same codes the
-- provider's files and the demo data use, kept as they are when already loaded.
INSERT INTO asset_classes (code, name, color, sort_order) VALUES
  ('CASH', 'Cash', '#8fa3b0', 0),
  ('AU_EQ', 'Australian Equities', '#0b3d5c', 1),
  ('INT_EQ', 'International Equities', '#2a9d8f', 2),
  ('FIXED', 'Fixed Income', '#c8a24a', 3),
  ('PROPERTY', 'Property', '#d08c2d', 4),
  ('ALT', 'Alternatives', '#4a2366', 5)
ON CONFLICT (code) DO NOTHING;

-- The options an IPS allocates to. min_value is the least target percentage of the option (cash 2%).
CREATE TABLE ips_investment_options (
  id serial PRIMARY KEY,
  asset_class_id int NOT NULL REFERENCES asset_classes(id),
  name text NOT NULL UNIQUE,
  color text NOT NULL,
  min_value numeric(5, 2) NOT NULL DEFAULT 0,
  is_custom_strategies_available boolean NOT NULL DEFAULT false,
  has_tailored_label boolean NOT NULL DEFAULT false,
  sort_order int NOT NULL DEFAULT 0
);
INSERT INTO ips_investment_options (asset_class_id, name, color, min_value, is_custom_strategies_available,
                                    has_tailored_label, sort_order)
SELECT ac.id, o.name, o.color, o.min_value, o.custom, o.tailored, o.sort_order
  FROM (VALUES
    ('AU_EQ', 'Tailored Australian Equity Portfolio', '#0b3d5c', 0, false, true, 1),
    ('AU_EQ', 'Australian Equity Income Portfolio', '#1f5f8b', 0, false, false, 2),
    ('AU_EQ', 'Australian Small Companies Portfolio', '#4f86b5', 0, false, false, 3),
    ('AU_EQ', 'Australian Equities Custom Strategy', '#86b0d6', 0, true, false, 4),
    ('INT_EQ', 'Global Equity Portfolio', '#2a9d8f', 0, false, false, 5),
    ('INT_EQ', 'Global Equity Portfolio (Hedged)', '#52b7aa', 0, false, false, 6),
    ('INT_EQ', 'International Equities Custom Strategy', '#8fd3c9', 0, true, false, 7),
    ('FIXED', 'Australian Fixed Income Portfolio', '#c8a24a', 0, false, false, 8),
    ('FIXED', 'Global Fixed Income Portfolio (Hedged)', '#e0c47d', 0, false, false, 9),
    ('PROPERTY', 'Australian Listed Property Portfolio', '#d08c2d', 0, false, false, 10),
    ('ALT', 'Alternative Strategies Portfolio', '#4a2366', 0, false, false, 11),
    ('CASH', 'Cash', '#8fa3b0', 2, false, false, 12)
  ) AS o(code, name, color, min_value, custom, tailored, sort_order)
  JOIN asset_classes ac ON ac.code = o.code;

-- The labels a 'Tailored Australian Equity Portfolio' may carry.
CREATE TABLE ips_tailored_labels (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  sort_order int NOT NULL DEFAULT 0
);
INSERT INTO ips_tailored_labels (name, sort_order) VALUES
  ('Core', 1),
  ('Income focus', 2),
  ('Franking focus', 3),
  ('Growth focus', 4),
  ('Ethical (ESG screened)', 5),
  ('Low volatility', 6);

-- How a custom strategy's securities are held, and its fees (percent a year).
CREATE TABLE ips_holding_arrangements (
  id serial PRIMARY KEY,
  title text NOT NULL UNIQUE,
  portfolio_management_fee numeric(7, 4) NOT NULL,
  investment_management_fee numeric(7, 4) NOT NULL,
  sort_order int NOT NULL DEFAULT 0
);
INSERT INTO ips_holding_arrangements (title, portfolio_management_fee, investment_management_fee, sort_order) VALUES
  ('Custodial: held by the custodian in the portfolio''s name', 0.3300, 0.5500, 1),
  ('Direct: CHESS sponsored in the investor''s name', 0.2750, 0.5500, 2),
  ('Advisory only: held outside the portfolio', 0.1650, 0.2200, 3);

-- The industry classification restrictions are set on: GICS sectors, industry groups and industries
-- (2023 structure), the id being the GICS code. Restrictions are stored on industries (the leaves).
CREATE TABLE industry_classifications (
  id int PRIMARY KEY,
  parent_id int REFERENCES industry_classifications(id),
  name text NOT NULL,
  level text NOT NULL CHECK (level IN ('sector', 'industry_group', 'industry'))
);
INSERT INTO industry_classifications (id, parent_id, name, level) VALUES
  (10, NULL, 'Energy', 'sector'),
  (15, NULL, 'Materials', 'sector'),
  (20, NULL, 'Industrials', 'sector'),
  (25, NULL, 'Consumer Discretionary', 'sector'),
  (30, NULL, 'Consumer Staples', 'sector'),
  (35, NULL, 'Health Care', 'sector'),
  (40, NULL, 'Financials', 'sector'),
  (45, NULL, 'Information Technology', 'sector'),
  (50, NULL, 'Communication Services', 'sector'),
  (55, NULL, 'Utilities', 'sector'),
  (60, NULL, 'Real Estate', 'sector'),
  (1010, 10, 'Energy', 'industry_group'),
  (1510, 15, 'Materials', 'industry_group'),
  (2010, 20, 'Capital Goods', 'industry_group'),
  (2020, 20, 'Commercial & Professional Services', 'industry_group'),
  (2030, 20, 'Transportation', 'industry_group'),
  (2510, 25, 'Automobiles & Components', 'industry_group'),
  (2520, 25, 'Consumer Durables & Apparel', 'industry_group'),
  (2530, 25, 'Consumer Services', 'industry_group'),
  (2550, 25, 'Consumer Discretionary Distribution & Retail', 'industry_group'),
  (3010, 30, 'Consumer Staples Distribution & Retail', 'industry_group'),
  (3020, 30, 'Food, Beverage & Tobacco', 'industry_group'),
  (3030, 30, 'Household & Personal Products', 'industry_group'),
  (3510, 35, 'Health Care Equipment & Services', 'industry_group'),
  (3520, 35, 'Pharmaceuticals, Biotechnology & Life Sciences', 'industry_group'),
  (4010, 40, 'Banks', 'industry_group'),
  (4020, 40, 'Financial Services', 'industry_group'),
  (4030, 40, 'Insurance', 'industry_group'),
  (4510, 45, 'Software & Services', 'industry_group'),
  (4520, 45, 'Technology Hardware & Equipment', 'industry_group'),
  (4530, 45, 'Semiconductors & Semiconductor Equipment', 'industry_group'),
  (5010, 50, 'Telecommunication Services', 'industry_group'),
  (5020, 50, 'Media & Entertainment', 'industry_group'),
  (5510, 55, 'Utilities', 'industry_group'),
  (6010, 60, 'Equity Real Estate Investment Trusts (REITs)', 'industry_group'),
  (6020, 60, 'Real Estate Management & Development', 'industry_group'),
  (101010, 1010, 'Energy Equipment & Services', 'industry'),
  (101020, 1010, 'Oil, Gas & Consumable Fuels', 'industry'),
  (151010, 1510, 'Chemicals', 'industry'),
  (151020, 1510, 'Construction Materials', 'industry'),
  (151030, 1510, 'Containers & Packaging', 'industry'),
  (151040, 1510, 'Metals & Mining', 'industry'),
  (151050, 1510, 'Paper & Forest Products', 'industry'),
  (201010, 2010, 'Aerospace & Defense', 'industry'),
  (201020, 2010, 'Building Products', 'industry'),
  (201030, 2010, 'Construction & Engineering', 'industry'),
  (201040, 2010, 'Electrical Equipment', 'industry'),
  (201050, 2010, 'Industrial Conglomerates', 'industry'),
  (201060, 2010, 'Machinery', 'industry'),
  (201070, 2010, 'Trading Companies & Distributors', 'industry'),
  (202010, 2020, 'Commercial Services & Supplies', 'industry'),
  (202020, 2020, 'Professional Services', 'industry'),
  (203010, 2030, 'Air Freight & Logistics', 'industry'),
  (203020, 2030, 'Passenger Airlines', 'industry'),
  (203030, 2030, 'Marine Transportation', 'industry'),
  (203040, 2030, 'Ground Transportation', 'industry'),
  (203050, 2030, 'Transportation Infrastructure', 'industry'),
  (251010, 2510, 'Automobile Components', 'industry'),
  (251020, 2510, 'Automobiles', 'industry'),
  (252010, 2520, 'Household Durables', 'industry'),
  (252020, 2520, 'Leisure Products', 'industry'),
  (252030, 2520, 'Textiles, Apparel & Luxury Goods', 'industry'),
  (253010, 2530, 'Hotels, Restaurants & Leisure', 'industry'),
  (253020, 2530, 'Diversified Consumer Services', 'industry'),
  (255010, 2550, 'Distributors', 'industry'),
  (255030, 2550, 'Broadline Retail', 'industry'),
  (255040, 2550, 'Specialty Retail', 'industry'),
  (301010, 3010, 'Consumer Staples Distribution & Retail', 'industry'),
  (302010, 3020, 'Beverages', 'industry'),
  (302020, 3020, 'Food Products', 'industry'),
  (302030, 3020, 'Tobacco', 'industry'),
  (303010, 3030, 'Household Products', 'industry'),
  (303020, 3030, 'Personal Care Products', 'industry'),
  (351010, 3510, 'Health Care Equipment & Supplies', 'industry'),
  (351020, 3510, 'Health Care Providers & Services', 'industry'),
  (351030, 3510, 'Health Care Technology', 'industry'),
  (352010, 3520, 'Biotechnology', 'industry'),
  (352020, 3520, 'Pharmaceuticals', 'industry'),
  (352030, 3520, 'Life Sciences Tools & Services', 'industry'),
  (401010, 4010, 'Banks', 'industry'),
  (402010, 4020, 'Financial Services', 'industry'),
  (402020, 4020, 'Consumer Finance', 'industry'),
  (402030, 4020, 'Capital Markets', 'industry'),
  (402040, 4020, 'Mortgage Real Estate Investment Trusts (REITs)', 'industry'),
  (403010, 4030, 'Insurance', 'industry'),
  (451020, 4510, 'IT Services', 'industry'),
  (451030, 4510, 'Software', 'industry'),
  (452010, 4520, 'Communications Equipment', 'industry'),
  (452020, 4520, 'Technology Hardware, Storage & Peripherals', 'industry'),
  (452030, 4520, 'Electronic Equipment, Instruments & Components', 'industry'),
  (453010, 4530, 'Semiconductors & Semiconductor Equipment', 'industry'),
  (501010, 5010, 'Diversified Telecommunication Services', 'industry'),
  (501020, 5010, 'Wireless Telecommunication Services', 'industry'),
  (502010, 5020, 'Media', 'industry'),
  (502020, 5020, 'Entertainment', 'industry'),
  (502030, 5020, 'Interactive Media & Services', 'industry'),
  (551010, 5510, 'Electric Utilities', 'industry'),
  (551020, 5510, 'Gas Utilities', 'industry'),
  (551030, 5510, 'Multi-Utilities', 'industry'),
  (551040, 5510, 'Water Utilities', 'industry'),
  (551050, 5510, 'Independent Power and Renewable Electricity Producers', 'industry'),
  (601010, 6010, 'Diversified REITs', 'industry'),
  (601025, 6010, 'Industrial REITs', 'industry'),
  (601030, 6010, 'Hotel & Resort REITs', 'industry'),
  (601040, 6010, 'Office REITs', 'industry'),
  (601050, 6010, 'Health Care REITs', 'industry'),
  (601060, 6010, 'Residential REITs', 'industry'),
  (601070, 6010, 'Retail REITs', 'industry'),
  (601080, 6010, 'Specialized REITs', 'industry'),
  (602010, 6020, 'Real Estate Management & Development', 'industry');

-- --- The IPS of an account ---

-- status: draft -> awaiting_signature -> portfolio_manager_review -> active; a later active IPS makes the
-- earlier one 'superseded'. wizard_step is how far the draft's wizard got (booklet .. done).
CREATE TABLE investment_policy_statements (
  id serial PRIMARY KEY,
  account_id int NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'draft'
    CHECK (status IN ('draft', 'awaiting_signature', 'portfolio_manager_review', 'active', 'superseded')),
  wizard_step text NOT NULL DEFAULT 'booklet'
    CHECK (wizard_step IN ('booklet', 'asset_allocation', 'customisation', 'gearing', 'done')),
  has_restrictions boolean,
  has_industry_restrictions boolean,
  has_security_restrictions boolean,
  has_gearing boolean,
  target_loan_balance_min numeric(17, 2) CHECK (target_loan_balance_min >= 0),
  target_loan_balance_max numeric(17, 2) CHECK (target_loan_balance_max >= 0),
  creator_user_id int REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  modifier_user_id int REFERENCES users(id) ON DELETE SET NULL,
  modified_at timestamptz NOT NULL DEFAULT now(),
  sign_requested_by int REFERENCES users(id) ON DELETE SET NULL,
  sign_requested_at timestamptz,
  CHECK (has_gearing IS NOT TRUE OR (target_loan_balance_min IS NOT NULL AND target_loan_balance_max IS NOT NULL))
);
-- At most one IPS in progress (draft, signing or review) and one active IPS per account.
CREATE UNIQUE INDEX ips_one_ongoing ON investment_policy_statements (account_id)
  WHERE status IN ('draft', 'awaiting_signature', 'portfolio_manager_review');
CREATE UNIQUE INDEX ips_one_active ON investment_policy_statements (account_id) WHERE status = 'active';

CREATE TABLE ips_allocations (
  ips_id int NOT NULL REFERENCES investment_policy_statements(id) ON DELETE CASCADE,
  investment_option_id int NOT NULL REFERENCES ips_investment_options(id),
  target_percentage numeric(5, 2) NOT NULL CHECK (target_percentage >= 0 AND target_percentage <= 100),
  tailored_label_id int REFERENCES ips_tailored_labels(id),
  PRIMARY KEY (ips_id, investment_option_id)
);

CREATE TABLE ips_custom_strategies (
  id serial PRIMARY KEY,
  ips_id int NOT NULL REFERENCES investment_policy_statements(id) ON DELETE CASCADE,
  investment_option_id int NOT NULL REFERENCES ips_investment_options(id),
  name text NOT NULL,
  manager_discretion boolean NOT NULL,
  holding_arrangement_id int NOT NULL REFERENCES ips_holding_arrangements(id),
  position int NOT NULL,
  -- One custom strategy per holding arrangement within an option.
  UNIQUE (ips_id, investment_option_id, holding_arrangement_id)
);

CREATE TABLE ips_custom_strategy_securities (
  custom_strategy_id int NOT NULL REFERENCES ips_custom_strategies(id) ON DELETE CASCADE,
  position int NOT NULL,
  name text NOT NULL,
  -- Under manager discretion a target percentage, otherwise a number of units (whole, up to 18 digits).
  target_percentage numeric(5, 2),
  units numeric(18, 0),
  PRIMARY KEY (custom_strategy_id, position)
);

-- Restrictions are stored on industries (leaves); a sector's or group's value is what all of its
-- industries share.
CREATE TABLE ips_industry_restrictions (
  ips_id int NOT NULL REFERENCES investment_policy_statements(id) ON DELETE CASCADE,
  industry_id int NOT NULL REFERENCES industry_classifications(id),
  restriction_type text NOT NULL CHECK (restriction_type IN ('do_not_sell', 'do_not_buy', 'do_not_hold')),
  PRIMARY KEY (ips_id, industry_id)
);

CREATE TABLE ips_security_restrictions (
  id serial PRIMARY KEY,
  ips_id int NOT NULL REFERENCES investment_policy_statements(id) ON DELETE CASCADE,
  position int NOT NULL,
  name text NOT NULL,
  units numeric(18, 0) NOT NULL CHECK (units > 0),
  cost_base numeric(17, 2) NOT NULL CHECK (cost_base >= 0),
  date date NOT NULL,
  restriction_type text NOT NULL CHECK (restriction_type IN ('do_not_sell', 'do_not_buy', 'do_not_hold'))
);
CREATE INDEX ips_security_restrictions_ips ON ips_security_restrictions (ips_id, position);
