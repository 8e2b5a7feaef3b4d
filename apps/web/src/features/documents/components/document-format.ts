import { parseIsoDate } from '@portal/contracts/dates';
import { MONTH_ABBREVIATIONS } from '@portal/contracts/formats';

/** '2026-03-05' -> '05 Mar 2026' (the spec's dd MMM yyyy; '' for anything that is not a date). */
export const formatDocumentDate = (iso: string): string => {
  const parts = parseIsoDate(iso.slice(0, 10));
  if (!parts) return '';
  return `${String(parts.day).padStart(2, '0')} ${MONTH_ABBREVIATIONS[parts.month - 1]} ${parts.year}`;
};
