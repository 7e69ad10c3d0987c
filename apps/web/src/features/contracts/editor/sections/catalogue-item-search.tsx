import { Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Currency, formatMoney, type Item } from '@maxer/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../lib/language.ts';
import { TABULAR } from '../../../../lib/tabular.ts';
import { useItemsQuery } from '../../../items/index.ts';

/** As many as a short list shows; typing narrows the catalogue down on the server. */
const FOUND_PAGE = 10;

interface CatalogueItemSearchProps {
  currency: Currency;
  /** A catalogue item picked (click, or arrows and Enter): the caller adds its line. */
  onPick: (item: Item) => void;
}

/**
 * "Add from the catalogue" (issue 15, item 10): the company's articles searched on the server as one
 * types, each with its unit and price; Enter takes the highlighted one and never saves the job.
 */
export function CatalogueItemSearch({ currency, onPick }: CatalogueItemSearchProps) {
  const { t } = useTranslation('entry');
  const language = currentLanguage();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 200);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const items = useItemsQuery({ q: query || undefined, pageSize: FOUND_PAGE });
  const found = items.data?.items ?? [];

  // The best match is highlighted as the answer comes: Enter takes it without an arrow first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new answer only
  useEffect(() => {
    if (combobox.dropdownOpened) combobox.selectFirstOption();
  }, [items.data]);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(id) => {
        const item = found.find((candidate) => candidate._id === id);
        if (item) onPick(item);
        setSearch('');
        combobox.closeDropdown();
      }}
      withinPortal
    >
      <Combobox.Target>
        <TextInput
          label={t('catalogue.label')}
          description={t('catalogue.hint')}
          placeholder={t('catalogue.placeholder')}
          value={search}
          autoComplete="off"
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={items.isFetching ? <Loader size={16} aria-hidden /> : null}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={320} style={{ overflowY: 'auto' }}>
          {found.length === 0 ? (
            <Combobox.Empty>
              {items.isFetching ? t('catalogue.searching') : t('catalogue.none')}
            </Combobox.Empty>
          ) : (
            found.map((item) => (
              <Combobox.Option value={item._id} key={item._id}>
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Stack gap={0}>
                    <Text size="sm">{item.name}</Text>
                    {item.unit && (
                      <Text size="xs" c="dimmed">
                        {t('catalogue.unit', { unit: item.unit })}
                      </Text>
                    )}
                  </Stack>
                  <Text size="sm" style={TABULAR}>
                    {formatMoney(item.priceCents, language, currency)}
                  </Text>
                </Group>
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
