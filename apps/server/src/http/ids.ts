import { MAX_ROW_ID } from '@portal/contracts/query';
import { notFound } from './errors.ts';

/** Whether a value is a row id the database could hold: a whole number from 1 to MAX_ROW_ID. */
export function isRowId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID;
}

/** A row id from a path: digits only and in range, else the resource does not exist (404). */
export function pathId(value: string | undefined): number {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw notFound();
  const id = Number(value);
  if (!isRowId(id)) throw notFound();
  return id;
}

/** A row id sent in a body or query (a number, or its digits as text), or null when it cannot be one. */
export function rowIdOf(value: unknown): number | null {
  if (typeof value === 'string')
    return /^[1-9]\d{0,9}$/.test(value) && isRowId(Number(value)) ? Number(value) : null;
  return isRowId(value) ? value : null;
}
