import { describe, expect, it } from 'vitest';
import { countedM3, countOf, piecesOfRoom, setCount } from './inventory-count.ts';
import { totalM3 } from './volume-estimate.ts';

const sofa = { room: 'livingRoom', nameDe: 'Sofa', nameEn: 'Sofa', volumeM3: 2 } as const;
const box = { room: 'cellarAttic', nameDe: 'Karton', nameEn: 'Box', volumeM3: 0.1 } as const;

describe('counting pieces', () => {
  it('adds, changes and removes lines as counts change', () => {
    let lines = setCount([], sofa, 1);
    lines = setCount(lines, box, 25);
    expect(lines).toEqual([
      { ...sofa, count: 1 },
      { ...box, count: 25 },
    ]);
    expect(totalM3(lines)).toBe(4.5);
    lines = setCount(lines, box, 30.9);
    expect(countOf(lines, box)).toBe(30);
    expect(totalM3(lines)).toBe(5);
    lines = setCount(lines, sofa, 0);
    expect(lines).toEqual([{ ...box, count: 30 }]);
    expect(setCount(lines, sofa, Number.NaN)).toEqual(lines);
  });

  it('keeps a counted volume when the catalogue changed, and shows pieces the catalogue lost', () => {
    const lines = [{ ...sofa, volumeM3: 2.5, count: 1 }];
    const changed = setCount(lines, sofa, 2);
    expect(changed).toEqual([{ ...sofa, volumeM3: 2.5, count: 2 }]);
    const armchair = { room: 'livingRoom', nameDe: 'Sessel', nameEn: 'Armchair', volumeM3: 0.8 } as const;
    expect(piecesOfRoom([armchair, box], lines, 'livingRoom')).toEqual([
      armchair,
      { ...sofa, volumeM3: 2.5, count: 1 },
    ]);
    expect(piecesOfRoom([armchair, sofa], lines, 'livingRoom')).toEqual([armchair, sofa]);
  });
});

describe('counting items by id', () => {
  it('sums each counted item exactly, leaving uncounted ones out', () => {
    const items = [
      { _id: 'a', volumeM3: 0.15 },
      { _id: 'b', volumeM3: 2 },
      { _id: 'c', volumeM3: 0.1 },
    ];
    expect(countedM3(items, {})).toBe(0);
    expect(countedM3(items, { a: 3 })).toBe(0.45);
    expect(countedM3(items, { a: 3, b: 2, c: 7, unknown: 5 })).toBe(5.15);
  });
});
