import { Autocomplete, Grid } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/language.ts';
import { type PlaceSuggestion, placesSession } from '../maps-places.ts';
import type { PlaceAddress } from '../place-address.ts';
import { usePublicConfig } from '../public-config.ts';

/** Typing pauses this long (ms) before places are asked for: one request per pause, not per key. */
const TYPING_PAUSE_MS = 250;
const MIN_INPUT = 3;

interface AddressSearchProps {
  /** Fills the form's street, number, postcode, town and country with the chosen place. */
  onPick: (address: PlaceAddress) => void;
}

/**
 * A search field above an address form that suggests places (Google's Places) when the installation
 * has a maps key (GET /api/public-config); without one it is not there and the plain fields are all.
 */
export function AddressSearch({ onPick }: AddressSearchProps) {
  const config = usePublicConfig();
  const key = config.data?.mapsApiKey;
  if (!key) return null;
  return <PlaceSearchField mapsKey={key} onPick={onPick} />;
}

function PlaceSearchField({ mapsKey, onPick }: { mapsKey: string; onPick: AddressSearchProps['onPick'] }) {
  const { t } = useTranslation('addresses');
  const language = currentLanguage();
  const suggest = useMemo(() => placesSession(mapsKey, language), [mapsKey, language]);
  const [value, setValue] = useState('');
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const latest = useRef('');
  /** Set on a choice: the Autocomplete then writes the chosen text into the field, which is cleared instead. */
  const justChosen = useRef(false);

  useEffect(() => {
    const input = value.trim();
    latest.current = input;
    if (input.length < MIN_INPUT) {
      setSuggestions([]);
      return;
    }
    const timer = setTimeout(() => {
      suggest(input)
        // Only the answer to what is in the field now counts; a slower earlier one is dropped.
        .then((found) => latest.current === input && setSuggestions(found))
        // No suggestions (offline, key refused): the plain fields below still work.
        .catch(() => setSuggestions([]));
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [value, suggest]);

  const choose = async (text: string) => {
    const chosen = suggestions.find((suggestion) => suggestion.text === text);
    if (!chosen) return;
    justChosen.current = true;
    setValue('');
    setSuggestions([]);
    try {
      onPick(await chosen.address());
    } catch {
      // The place's details could not be fetched: nothing is filled, the fields stay as they were.
    }
  };

  return (
    <Grid.Col span={12}>
      <Autocomplete
        label={t('search.label')}
        description={t('search.description')}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={(next) => {
          if (justChosen.current) {
            justChosen.current = false;
            return;
          }
          setValue(next);
        }}
        onOptionSubmit={(text) => void choose(text)}
        data={[...new Set(suggestions.map((suggestion) => suggestion.text))]}
        filter={({ options }) => options}
        comboboxProps={{ withinPortal: true }}
        autoComplete="off"
      />
    </Grid.Col>
  );
}
