import { Transform, type TransformCallback } from 'node:stream';
import { type RawBuilder, sql } from 'kysely';

// Spreadsheet formula injection: text starting with = + - @, a tab or a carriage return (an account or
// security name such as '=HYPERLINK(...)') would run as a formula when the file is opened, so it is
// prefixed with an apostrophe, which spreadsheets show as text. Numbers, negative ones too, stay numbers.
// The rule is applied in SQL, so the PostgreSQL COPY export and the row-by-row export share it.
const FORMULA_START = '^[=+@\\t\\r-]';
const PLAIN_NUMBER = '^-?[0-9]+(\\.[0-9]+)?$';

/**
 * A text expression as a CSV cell: neutralised as above, and an empty text as NULL, which COPY writes
 * as nothing (it writes "" for an empty text, to tell it from NULL; the file has no such difference).
 */
export function csvCellSql(text: RawBuilder<unknown>): RawBuilder<string | null> {
  return sql<
    string | null
  >`nullif(CASE WHEN ${text} ~ ${FORMULA_START}::text AND ${text} !~ ${PLAIN_NUMBER}::text
    THEN '''' || ${text} ELSE ${text} END, '')`;
}

const FORMULA_START_PATTERN = new RegExp(FORMULA_START);
const PLAIN_NUMBER_PATTERN = new RegExp(PLAIN_NUMBER);

/** A cell written from JavaScript, neutralised by the same rule as `csvCellSql`. */
export function csvCell(text: string | null): string | null {
  if (text === null || text === '') return null;
  return FORMULA_START_PATTERN.test(text) && !PLAIN_NUMBER_PATTERN.test(text) ? `'${text}` : text;
}

/** A field as CSV: quoted when it holds a quote, a comma or a line break, as COPY ... CSV does. */
function csvField(value: string | null): string {
  if (value === null) return '';
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** One line of a CSV file (RFC 4180: lines end with CR LF). */
export function csvLine(fields: ReadonlyArray<string | null>): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * The output of `COPY ... TO STDOUT (FORMAT csv)` with its lines ended by CR LF instead of LF, after
 * `first` (the header line). Line breaks inside a quoted field are data and stay as they are.
 */
export function crlfCsv(first: string): Transform {
  let quoted = false;
  return new Transform({
    construct(callback) {
      this.push(first);
      callback();
    },
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      // Where each line ends outside quotes (the quote parity carries over from chunk to chunk).
      const ends: number[] = [];
      let at = 0;
      let nextLf = chunk.indexOf(LF);
      let nextQuote = chunk.indexOf(QUOTE);
      for (;;) {
        if (quoted) {
          if (nextQuote === -1) break;
          quoted = false;
          at = nextQuote + 1;
          nextQuote = chunk.indexOf(QUOTE, at);
        } else if (nextLf !== -1 && (nextQuote === -1 || nextLf < nextQuote)) {
          ends.push(nextLf);
          at = nextLf + 1;
          nextLf = chunk.indexOf(LF, at);
        } else if (nextQuote !== -1) {
          quoted = true;
          at = nextQuote + 1;
          nextQuote = chunk.indexOf(QUOTE, at);
        } else break;
        // A line break passed over inside quotes is data: look for the next one.
        if (nextLf !== -1 && nextLf < at) nextLf = chunk.indexOf(LF, at);
      }
      if (ends.length === 0) return callback(null, chunk);
      const out = Buffer.allocUnsafe(chunk.length + ends.length);
      let from = 0;
      let to = 0;
      for (const end of ends) {
        to += chunk.copy(out, to, from, end);
        out[to++] = CR;
        out[to++] = LF;
        from = end + 1;
      }
      chunk.copy(out, to, from);
      callback(null, out);
    },
  });
}
