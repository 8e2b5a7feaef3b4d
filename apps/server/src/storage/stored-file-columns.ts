/**
 * Every column that holds a storage key, the one list of them: the sweep removes a stored file that
 * none of these names. A migration that adds such a column adds it here too (stored-file-columns.test.ts
 * fails until it does), else the sweep would take its files a day after they were stored.
 */
export const STORED_FILE_COLUMNS = [
  // Identity documents and other personal documents of a user (003_details).
  { table: 'personal_documents', column: 'storage_key' },
  // Documents published to an account: statements, tax packs, notices (009_documents).
  { table: 'documents', column: 'file_key' },
  // Rendered report PDFs (010_reports).
  { table: 'generated_reports', column: 'file_key' },
  // CSV files rendered beside a report's PDF (034_capital_gains).
  { table: 'report_csv_files', column: 'file_key' },
  // Trust deeds and wholesale investor certificates of an account (012_onboarding).
  { table: 'account_files', column: 'storage_key' },
  // Bank statements of a bank account (013_bank_accounts).
  { table: 'bank_account_documents', column: 'storage_key' },
] as const satisfies readonly { table: string; column: string }[];
