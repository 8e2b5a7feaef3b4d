// The industry restriction tree (spec 001 section 4): restrictions are set on industries (the leaves); a
// sector's or group's value is what all industries under it share, 'mixed' when they differ. Setting a
// group sets every industry under it (after the user confirms); setting one industry clears the group
// value of its ancestors unless all their industries now share it (then the parent adopts it). One rule
// for the form and the server.

export const RESTRICTION_TYPES = ['do_not_sell', 'do_not_buy', 'do_not_hold'] as const;
export type TRestrictionType = (typeof RESTRICTION_TYPES)[number];
export const MIXED = 'mixed' as const;
export type TGroupValue = TRestrictionType | typeof MIXED | null;

export const restrictionLabels: Record<TRestrictionType, string> & { mixed: string; none: string } = {
  do_not_sell: 'Do not sell',
  do_not_buy: 'Do not buy',
  do_not_hold: 'Do not hold',
  // spec
  mixed: 'Mixed',
  // ours
  none: 'No restriction',
};

export type TTreeNode = { id: number; parent: number | null; is_leaf: boolean };
/** The restriction of each industry; absent or null means none. */
export type TLeafValues = Readonly<Record<number, TRestrictionType | null | undefined>>;

/** Children of each node id (null: the roots), in the nodes' order. */
export function childrenIndex(nodes: readonly TTreeNode[]): Map<number | null, number[]> {
  const index = new Map<number | null, number[]>();
  for (const node of nodes) index.set(node.parent, [...(index.get(node.parent) ?? []), node.id]);
  return index;
}

/** The industries under a node (the node itself when it is one). */
export function leavesUnder(nodes: readonly TTreeNode[], id: number): number[] {
  const index = childrenIndex(nodes);
  const leafIds = new Set(nodes.filter((n) => n.is_leaf).map((n) => n.id));
  const out: number[] = [];
  const walk = (at: number) => {
    if (leafIds.has(at)) out.push(at);
    for (const child of index.get(at) ?? []) walk(child);
  };
  walk(id);
  return out;
}

/** A node's value: an industry's own; a group's shared value, 'mixed', or null when none is set. */
export function nodeValue(nodes: readonly TTreeNode[], values: TLeafValues, id: number): TGroupValue {
  const leaves = leavesUnder(nodes, id);
  if (leaves.length === 0) return null;
  const seen = new Set(leaves.map((leaf) => values[leaf] ?? null));
  if (seen.size === 1) return [...seen][0] ?? null;
  return MIXED;
}

/** Sets a group (or an industry) and every industry under it. */
export function setNode(
  nodes: readonly TTreeNode[],
  values: TLeafValues,
  id: number,
  value: TRestrictionType | null,
): Record<number, TRestrictionType | null> {
  const next: Record<number, TRestrictionType | null> = {
    ...(values as Record<number, TRestrictionType | null>),
  };
  for (const leaf of leavesUnder(nodes, id)) next[leaf] = value;
  return next;
}

/** The set restrictions as the server takes them: industry id and type. */
export const restrictionList = (
  values: TLeafValues,
): Array<{ id: number; restriction_type: TRestrictionType }> =>
  Object.entries(values)
    .filter((entry): entry is [string, TRestrictionType] => entry[1] !== null && entry[1] !== undefined)
    .map(([id, restriction_type]) => ({ id: Number(id), restriction_type }))
    .sort((a, b) => a.id - b.id);
