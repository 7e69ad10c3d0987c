import { describe, expect, it } from 'vitest';
import { MAX_INVENTORY_LINES, MAX_ITEM_COUNT } from '../volume/volume.schemas.ts';
import { INQUIRY_MAX_ITEM_COUNT, INQUIRY_MAX_ITEMS, inquiryInventorySchema } from './inquiry.schemas.ts';

const id = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** The first issue's path and code of an inventory that the schema refuses. */
function refusal(inventory: unknown) {
  const result = inquiryInventorySchema.safeParse(inventory);
  if (result.success) throw new Error('accepted');
  const [issue] = result.error.issues;
  return { path: issue!.path.join('.'), code: issue!.message };
}

describe('the inquiry inventory’s counted items', () => {
  it('has the office inventory’s limits', () => {
    expect(INQUIRY_MAX_ITEM_COUNT).toBe(MAX_ITEM_COUNT);
    expect(INQUIRY_MAX_ITEMS).toBe(MAX_INVENTORY_LINES);
  });

  it('takes none (absent or null) as an empty list, and counts of 1 to 1000', () => {
    expect(inquiryInventorySchema.parse({}).items).toEqual([]);
    expect(inquiryInventorySchema.parse({ items: null }).items).toEqual([]);
    const items = [
      { itemId: id(1), count: 1 },
      { itemId: id(2), count: 1000 },
    ];
    expect(inquiryInventorySchema.parse({ items }).items).toEqual(items);
  });

  it('refuses counts out of range or not whole, ids that are not ids, twice the same, too many', () => {
    for (const count of [0, -1, 1001, 1.5, '2'])
      expect(refusal({ items: [{ itemId: id(1), count }] })).toEqual({
        path: 'items.0.count',
        code: 'error_inquiry_item_count_invalid',
      });
    expect(refusal({ items: [{ itemId: 'sofa', count: 1 }] })).toEqual({
      path: 'items.0.itemId',
      code: 'error_inquiry_item_unknown',
    });
    expect(
      refusal({
        items: [
          { itemId: id(1), count: 1 },
          { itemId: id(1), count: 2 },
        ],
      }),
    ).toEqual({ path: 'items.1.itemId', code: 'error_inquiry_item_duplicate' });
    const many = Array.from({ length: 301 }, (_, n) => ({ itemId: id(n), count: 1 }));
    expect(refusal({ items: many })).toEqual({ path: 'items', code: 'error_inquiry_items_too_many' });
  });
});
