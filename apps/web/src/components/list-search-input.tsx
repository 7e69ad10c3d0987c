import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How long typing may pause before the list searches: fast enough to feel live, few requests. */
export const SEARCH_DEBOUNCE_MS = 300;

interface ListSearchInputProps {
  /** The search in the address bar. */
  value: string;
  /** Called once typing pauses, with the trimmed text ('' clears the search). */
  onSearch: (query: string) => void;
  label: string;
  placeholder?: string;
}

/** The search box of a list: keeps what is typed, tells the list when typing pauses. */
export function ListSearchInput({ value, onSearch, label, placeholder }: ListSearchInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const search = useDebouncedCallback((query: string) => onSearch(query.trim()), SEARCH_DEBOUNCE_MS);

  // The address changed by itself (back button, a link): show its search, but keep what is being
  // typed when it is the same search ("Muster " while the list already shows "Muster").
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  const change = (next: string) => {
    setText(next);
    search(next);
  };

  return (
    <TextInput
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => change(event.currentTarget.value)}
      // Leaving the box (for a row's link, say) searches at once, so a late search cannot follow
      // the person to the page they went to.
      onBlur={() => search.flush()}
      onKeyDown={(event) => {
        // Enter searches at once.
        if (event.key === 'Enter') {
          search.cancel();
          onSearch(text.trim());
        }
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('list.clearSearch')}
            onClick={() => {
              setText('');
              search.cancel();
              onSearch('');
            }}
          />
        ) : null
      }
      w={{ base: '100%', sm: 320 }}
    />
  );
}
