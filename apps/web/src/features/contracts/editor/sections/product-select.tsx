import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Item } from '@maxer/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useItemsQuery } from '../../../items/index.ts';

interface ProductSelectProps {
  name: string;
  label: string;
  /** The line's product and the name it was given (shown before any search has answered). */
  productId: string | null;
  description: string;
  error: ReactNode;
  onPick: (productId: string | null, item: Item | undefined) => void;
}

/** A product line's catalogue product, searched on the server (the catalogue may be long). */
export function ProductSelect({ name, label, productId, description, error, onPick }: ProductSelectProps) {
  const { t } = useTranslation('contract-editor');
  const [search, setSearch] = useState('');
  // Picking writes the product's name into the box: that is no new search.
  const [query] = useDebouncedValue(search === description ? '' : search.trim(), 200);
  const items = useItemsQuery({ q: query || undefined, pageSize: 20 });
  const found = items.data?.items ?? [];
  const options = found.map((item) => ({ value: item._id, label: item.name }));
  // The line's product stays an option while the search shows others.
  if (productId && !options.some((option) => option.value === productId)) {
    options.unshift({ value: productId, label: description || productId });
  }
  return (
    <Select
      label={label}
      name={name}
      data={options}
      value={productId}
      onChange={(id) =>
        onPick(
          id,
          found.find((item) => item._id === id),
        )
      }
      searchable
      onSearchChange={setSearch}
      // The server searched already (name and unit); the list shows what it answered.
      filter={({ options: all }) => all}
      nothingFoundMessage={t('items.noProducts')}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
