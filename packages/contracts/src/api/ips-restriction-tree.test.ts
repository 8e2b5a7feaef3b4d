import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  leavesUnder,
  MIXED,
  nodeValue,
  RESTRICTION_TYPES,
  restrictionList,
  setNode,
  type TRestrictionType,
  type TTreeNode,
} from './ips-restriction-tree.ts';

// Sector 1 > groups 10, 11 > industries 100, 101 (group 10) and 110 (group 11); sector 2 > group 20 > 200.
const TREE: TTreeNode[] = [
  { id: 1, parent: null, is_leaf: false },
  { id: 10, parent: 1, is_leaf: false },
  { id: 11, parent: 1, is_leaf: false },
  { id: 100, parent: 10, is_leaf: true },
  { id: 101, parent: 10, is_leaf: true },
  { id: 110, parent: 11, is_leaf: true },
  { id: 2, parent: null, is_leaf: false },
  { id: 20, parent: 2, is_leaf: false },
  { id: 200, parent: 20, is_leaf: true },
];
const ancestorsOf = (id: number): number[] => {
  const node = TREE.find((n) => n.id === id)!;
  return node.parent === null ? [] : [node.parent, ...ancestorsOf(node.parent)];
};
const value = fc.constantFrom<TRestrictionType | null>(...RESTRICTION_TYPES, null);
const op = fc.record({ id: fc.constantFrom(...TREE.map((n) => n.id)), value });

describe('restriction tree', () => {
  it('a group change sets every industry under it', () => {
    const values = setNode(TREE, {}, 1, 'do_not_buy');
    expect(values).toEqual({ 100: 'do_not_buy', 101: 'do_not_buy', 110: 'do_not_buy' });
    expect(nodeValue(TREE, values, 1)).toBe('do_not_buy');
    expect(nodeValue(TREE, values, 2)).toBeNull();
  });

  it("an industry set apart clears its ancestors' value: they show Mixed; sharing again, they adopt it", () => {
    let values = setNode(TREE, {}, 1, 'do_not_buy');
    values = setNode(TREE, values, 101, 'do_not_hold');
    expect(nodeValue(TREE, values, 10)).toBe(MIXED);
    expect(nodeValue(TREE, values, 1)).toBe(MIXED);
    expect(nodeValue(TREE, values, 11)).toBe('do_not_buy');
    values = setNode(TREE, values, 100, 'do_not_hold');
    expect(nodeValue(TREE, values, 10)).toBe('do_not_hold');
    expect(nodeValue(TREE, values, 1)).toBe(MIXED);
    values = setNode(TREE, values, 110, 'do_not_hold');
    expect(nodeValue(TREE, values, 1)).toBe('do_not_hold');
    expect(restrictionList(values)).toEqual([
      { id: 100, restriction_type: 'do_not_hold' },
      { id: 101, restriction_type: 'do_not_hold' },
      { id: 110, restriction_type: 'do_not_hold' },
    ]);
  });

  it('property: after any changes, a group shows a value iff all its industries share it, else Mixed or none', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 20 }), (ops) => {
        let values = {};
        for (const change of ops) {
          values = setNode(TREE, values, change.id, change.value);
          // The node changed now shows the new value, and so does everything under it.
          for (const leaf of leavesUnder(TREE, change.id))
            expect(nodeValue(TREE, values, leaf)).toBe(change.value);
          expect(nodeValue(TREE, values, change.id)).toBe(change.value);
          // Ancestors adopt the value only when all their industries share it.
          for (const ancestor of ancestorsOf(change.id)) {
            const shared = leavesUnder(TREE, ancestor).every(
              (leaf) => ((values as Record<number, unknown>)[leaf] ?? null) === change.value,
            );
            if (shared) expect(nodeValue(TREE, values, ancestor)).toBe(change.value);
            else expect(nodeValue(TREE, values, ancestor)).not.toBe(change.value);
          }
        }
        for (const node of TREE.filter((n) => !n.is_leaf)) {
          const seen = new Set(
            leavesUnder(TREE, node.id).map((leaf) => (values as Record<number, unknown>)[leaf] ?? null),
          );
          const shown = nodeValue(TREE, values, node.id);
          expect(shown).toBe(seen.size === 1 ? [...seen][0] : MIXED);
        }
        // What is sent holds industries only, each with a set type.
        for (const entry of restrictionList(values))
          expect(TREE.find((n) => n.id === entry.id)!.is_leaf).toBe(true);
      }),
    );
  });
});
