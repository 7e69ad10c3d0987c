import type { ServiceTreeItem } from '@maxer/domain';

/**
 * The services below one in the depth-first list: those that follow it, until one at its own depth
 * or above.
 */
export function descendantsOf(tree: readonly ServiceTreeItem[], id: string): ServiceTreeItem[] {
  const index = tree.findIndex((service) => service._id === id);
  if (index === -1) return [];
  const { depth } = tree[index]!;
  const below: ServiceTreeItem[] = [];
  for (const service of tree.slice(index + 1)) {
    if (service.depth <= depth) break;
    below.push(service);
  }
  return below;
}
