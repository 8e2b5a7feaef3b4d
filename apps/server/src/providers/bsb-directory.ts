// The BSB directory: which bank and branch a BSB belongs to (spec 001, bank account form). The embedded
// directory knows every institution's BSB range and a few branches; with BSB_DIRECTORY_FILE set, the
// AusPayNet BSB file (CSV: BSB, mnemonic, branch name, address, suburb, state, postcode, flags) is read
// once at start and answers every branch it lists.
import { readFileSync } from 'node:fs';
import { BRANCHES, INSTITUTIONS } from './bsb-directory-data.ts';

/**
 * What the directory knows of a BSB. `bsb_was_found` is true when the directory lists the branch itself;
 * a BSB inside a known institution's range but not listed answers the bank with an empty branch name
 * and `bsb_was_found: false` (the user then types the branch).
 */
export type BsbDetails = { bsb: string; bank: string; branch_name: string; bsb_was_found: boolean };

export type BsbDirectory = {
  /** `bsb` is six digits; null when no institution uses its leading digits. */
  lookup(bsb: string): BsbDetails | null;
};

type Branch = { mnemonic: string; name: string };

/** The institution whose code is the longest prefix of the BSB (three digits before two). */
export function institutionOf(bsb: string): { mnemonic: string; name: string } | null {
  for (const length of [3, 2]) {
    const found = INSTITUTIONS.find(([prefix]) => prefix.length === length && bsb.startsWith(prefix));
    if (found) return { mnemonic: found[1], name: found[2] };
  }
  return null;
}

function directoryOf(branches: Map<string, Branch>): BsbDirectory {
  return {
    lookup(bsb) {
      const institution = institutionOf(bsb);
      const branch = branches.get(bsb);
      if (branch) {
        return {
          bsb,
          bank: institution?.name ?? branch.mnemonic,
          branch_name: branch.name,
          bsb_was_found: true,
        };
      }
      if (!institution) return null;
      return { bsb, bank: institution.name, branch_name: '', bsb_was_found: false };
    },
  };
}

/** The directory shipped with the product. */
export function embeddedBsbDirectory(): BsbDirectory {
  const branches = new Map<string, Branch>();
  for (const [bsb, name] of BRANCHES) {
    branches.set(bsb, { mnemonic: institutionOf(bsb)?.mnemonic ?? '', name });
  }
  return directoryOf(branches);
}

/** One CSV line into its fields: quoted fields may hold commas and doubled quotes. */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"';
        i++;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(current);
      current = '';
    } else current += c;
  }
  fields.push(current);
  return fields.map((field) => field.trim());
}

/**
 * The branches of an AusPayNet BSB file. Lines whose first field is not a BSB (a heading, a blank line)
 * are passed over; a file with no branch at all is refused, so a wrong path or format shows at start.
 */
export function parseBsbFile(text: string): Map<string, Branch> {
  const branches = new Map<string, Branch>();
  for (const line of text.split(/\r?\n/)) {
    const [bsb = '', mnemonic = '', name = ''] = csvFields(line);
    const digits = bsb.replace('-', '');
    if (!/^\d{6}$/.test(digits)) continue;
    branches.set(digits, { mnemonic, name });
  }
  if (branches.size === 0) throw new Error('BSB_DIRECTORY_FILE holds no BSB lines');
  return branches;
}

/** The AusPayNet file's branches; institutions still come from their ranges. */
export function fileBsbDirectory(filePath: string): BsbDirectory {
  return directoryOf(parseBsbFile(readFileSync(filePath, 'utf8')));
}

/** The configured directory: the AusPayNet file when BSB_DIRECTORY_FILE names one, else the embedded one. */
export function createBsbDirectory(filePath: string | undefined): BsbDirectory {
  return filePath ? fileBsbDirectory(filePath) : embeddedBsbDirectory();
}
