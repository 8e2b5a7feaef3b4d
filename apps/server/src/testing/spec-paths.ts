// The paths of the calls the spec names, read from section 7 ("The calls it makes") of the spec files:
// the path families of spec 000 ("Path families exist for ..."), the "prefix: a/, b/" lists and the paths
// written out on their own. Parameters are normalised to {} whatever their name or spelling ({id}, ${id},
// :id), so spec paths and the app's routes compare.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** CI checks the repository out with `../shared` beside it. */
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const specDir = path.resolve(repoRoot, '../shared/spec');

/**
 * Families whose spec entry names no path prefix of its own: the prefix their items sit under. The
 * others give theirs ("/profiles/my/ with ...", "under /auth/wizard/{id}/").
 */
const FAMILY_PREFIXES: Record<string, string> = {
  auth: '/auth/',
  'lookup lists': '/',
  utils: '/utils/',
  'in-app notifications': '/notifications/',
};

/** Items the spec writes as words rather than path segments, and the path each names. */
const SPELLINGS: Record<string, string> = {
  // The in-app notifications: the list itself, and "mark all" as spec 002 section 7 words it.
  '/notifications/list/': '/notifications/',
  '/notifications/mark all/': '/notifications/mark-all-read/',
  // "bank by BSB" is GET BSB details of spec 001 section 7 (reads bank, branch_name), one path segment
  // of its own like the other utils.
  '/utils/bank by BSB/': '/utils/bsb/{}/',
};

/** Section 7 of a spec file: from its heading to the next section's. */
function callsSection(text: string): string {
  const start = text.indexOf('## 7.');
  if (start < 0) return '';
  const end = text.indexOf('\n## ', start + 5);
  return text.slice(start, end < 0 ? undefined : end);
}

/** Splits on `separator` outside parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The text up to the first full stop outside parentheses. */
function sentenceFrom(text: string): string {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')') depth--;
    if (text[i] === '.' && depth === 0 && !/\w/.test(text[i + 1] ?? '')) return text.slice(0, i);
  }
  return text;
}

const withoutNotes = (item: string) => item.replace(/\s*\([^)]*\)/g, '').trim();

/**
 * `prefix` + `item`, one slash between, ending with a slash; the spellings above replaced, and other
 * items written as words ("financial years", "mark read") hyphenated as the path families are.
 */
function join(prefix: string, item: string): string {
  const joined = `/${prefix}/${item}/`.replace(/\/{2,}/g, '/');
  return SPELLINGS[joined] ?? joined.replace(/ /g, '-').toLowerCase();
}

/** The items of a family: "a with b" is a and a/b; "a and -c" (a ending in -b) is a and its -c variant. */
function familyItems(item: string): string[] {
  const withSub = item.match(/^(\S+) with (\S+)$/);
  if (withSub) return [withSub[1]!, `${withSub[1]}/${withSub[2]}`];
  const variant = item.match(/^(\S+) and (-[^-\s]+)(-\S+)$/);
  if (variant) {
    const [, first, head, tail] = variant as unknown as [string, string, string, string];
    const at = first.lastIndexOf(`${head}-`);
    return [first, `${at < 0 ? first : first.slice(0, at)}${head}${tail}`];
  }
  return [item];
}

/** The "Path families exist for ..." sentence of spec 000. */
function familyPaths(section: string): string[] {
  const at = section.indexOf('Path families exist for ');
  if (at < 0) return [];
  const sentence = sentenceFrom(section.slice(at + 'Path families exist for '.length));
  const paths: string[] = [];
  for (const entry of splitTopLevel(sentence, ',')) {
    const family = entry.replace(/^and /, '');
    const inner = family.match(/^([^(]*?)\s*\((.*)\)$/);
    if (!inner) {
      paths.push(join('', family));
      continue;
    }
    const label = inner[1]!;
    let items = inner[2]!;
    let prefix = FAMILY_PREFIXES[label];
    const own = items.match(/^(\/\S+\/) with (.*)$/);
    if (own) {
      prefix = own[1]!;
      items = own[2]!;
    }
    const under = label.match(/under (\/\S+\/)$/);
    if (under) prefix = under[1]!;
    if (prefix === undefined) throw new Error(`no path prefix known for the family '${label}'`);
    for (const item of splitTopLevel(items, ','))
      for (const one of familyItems(item)) paths.push(join(prefix, one));
  }
  return paths;
}

/** "prefix: a/, b/ (note), c/." lists, "x/ and y" pairs, and paths written out on their own. */
function literalPaths(section: string): string[] {
  const paths: string[] = [];
  const prefixes = new Set<string>();
  for (const match of section.matchAll(/(\/?[\w{}$-]+(?:\/[\w{}$-]+)*\/):\s/g)) {
    prefixes.add(match[1]!);
    const list = sentenceFrom(section.slice(match.index + match[0].length));
    for (const item of splitTopLevel(list, ',')) paths.push(join(match[1]!, withoutNotes(item)));
  }
  for (const match of section.matchAll(/(\/[\w{}$-]+(?:\/[\w{}$-]+)*\/) and ([\w-]+)\b/g)) {
    paths.push(join(match[1]!, ''), join(match[1]!, match[2]!));
    prefixes.add(match[1]!);
  }
  // Paths on their own; a path that heads a list ("x/ with ...", "under x/ (...)") is a prefix only.
  for (const match of section.matchAll(
    /(?<![\w/{}$-])(\/[\w{}$-]+(?:\/[\w{}$-]+)*\/)(?![\w{}$/:-])( with| \()?/g,
  )) {
    if (match[2] || prefixes.has(match[1]!)) continue;
    paths.push(join(match[1]!, ''));
  }
  return paths;
}

/** A path as the app spells it: under /api/, parameters as {} whatever their name or spelling. */
export const normalise = (p: string) =>
  `/api${p}`
    .replace(/\$?\{[^}]*\}/g, '{}')
    .replace(/:[\w]+/g, '{}')
    .replace(/^\/api\/api\//, '/api/');

export function specPaths(): string[] {
  const files = readdirSync(specDir).filter((f) => f.endsWith('.txt'));
  const all = files.flatMap((f) => {
    const section = callsSection(readFileSync(path.join(specDir, f), 'utf8'));
    return [...familyPaths(section), ...literalPaths(section)];
  });
  return [...new Set(all.map(normalise))].sort();
}
