-- Passport variants of the primary verification document (spec 000 section 3), so a user can hold a
-- driver licence and a passport at once. The licence stays in document_id, document_state, card_number,
-- issue_date, expiry_date, document_file_id and consent_access; the passport moves to passport_*.
-- document_type names the one that is checked.

ALTER TABLE personal_details ADD COLUMN passport_document_id text;
ALTER TABLE personal_details ADD COLUMN passport_issue_date date;
ALTER TABLE personal_details ADD COLUMN passport_expiry_date date;
ALTER TABLE personal_details ADD COLUMN passport_document_file_id int REFERENCES personal_documents(id) ON DELETE SET NULL;
ALTER TABLE personal_details ADD COLUMN passport_consent_access boolean NOT NULL DEFAULT false;

-- Passports saved before this migration sit in the licence columns: move them.
UPDATE personal_details
   SET passport_document_id = document_id,
       passport_issue_date = issue_date,
       passport_expiry_date = expiry_date,
       passport_document_file_id = document_file_id,
       passport_consent_access = consent_access,
       document_id = NULL,
       issue_date = NULL,
       expiry_date = NULL,
       document_file_id = NULL,
       consent_access = false
 WHERE document_type = 'passport';
