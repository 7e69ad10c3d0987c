import type { ServiceTreeItem } from '@maxer/domain';
import { describe, expect, it } from 'vitest';
import { descendantsOf } from './service-tree.ts';

function service(id: string, depth: number): ServiceTreeItem {
  return {
    _id: id,
    parentId: null,
    labels: { de: id, en: '', fr: '', it: '' },
    type: 'check',
    position: 0,
    createdAt: '2026-11-21T10:00:00Z',
    depth,
  };
}

describe('the services below one (they go with it when it is deleted)', () => {
  const tree = [
    service('Umzug', 0),
    service('Lift', 1),
    service('Aussenlift', 2),
    service('Montage', 1),
    service('Reinigung', 0),
    service('Fenster', 1),
  ];

  it('are those after it that lie deeper, up to the next one at its level', () => {
    expect(descendantsOf(tree, 'Umzug').map((found) => found._id)).toEqual(['Lift', 'Aussenlift', 'Montage']);
    expect(descendantsOf(tree, 'Lift').map((found) => found._id)).toEqual(['Aussenlift']);
    expect(descendantsOf(tree, 'Montage')).toEqual([]);
    expect(descendantsOf(tree, 'Reinigung').map((found) => found._id)).toEqual(['Fenster']);
    expect(descendantsOf(tree, 'unknown')).toEqual([]);
  });
});
