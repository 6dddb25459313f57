// Security role relations form a directed graph (parent -> child) that must stay free of cycles.

export interface Edge {
  parent: number;
  child: number;
}

/**
 * A cycle through `start`, as the list of role ids from `start` back to it, or undefined. The
 * graph was acyclic before the role's own edges changed, so any new cycle passes through it.
 */
export function cycleThrough(edges: readonly Edge[], start: number): number[] | undefined {
  const children = new Map<number, number[]>();
  for (const e of edges) children.set(e.parent, [...(children.get(e.parent) ?? []), e.child]);
  const seen = new Set<number>();
  const path: number[] = [start];
  const visit = (node: number): boolean => {
    for (const next of children.get(node) ?? []) {
      if (next === start) {
        path.push(start);
        return true;
      }
      if (seen.has(next)) continue;
      seen.add(next);
      path.push(next);
      if (visit(next)) return true;
      path.pop();
    }
    return false;
  };
  return visit(start) ? path : undefined;
}
