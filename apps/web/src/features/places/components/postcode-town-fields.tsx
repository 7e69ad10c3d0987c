import { Autocomplete, Grid, type GridColProps, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { usePlacesQuery } from '../api.ts';

/** One part of an address as the form binds it: what it shows, and where a change goes. */
export interface AddressPartProps {
  label: string;
  name: string;
  value: string;
  error?: ReactNode;
  onChange: (value: string) => void;
  onFocus?: () => void;
  onBlur?: () => void;
}

interface PostcodeTownFieldsProps {
  country: string;
  zipCode: AddressPartProps;
  city: AddressPartProps;
  zipSpan: GridColProps['span'];
  citySpan: GridColProps['span'];
}

/**
 * Postcode and town of an address (every address form of the app): once a whole postcode is typed,
 * the towns the company has seen with it are offered in the town field, most often seen first; the
 * town is filled in when it is empty and only one is known (issue 15, item 12).
 */
export function PostcodeTownFields({ country, zipCode, city, zipSpan, citySpan }: PostcodeTownFieldsProps) {
  const places = usePlacesQuery(zipCode.value, country);
  const towns = places.data?.towns.map((town) => town.city) ?? [];
  // Only a postcode the person typed fills the town: opening a saved address changes nothing.
  const typedZip = useRef<string | null>(null);
  const latestCity = useRef(city);
  latestCity.current = city;

  useEffect(() => {
    const answer = places.data;
    if (!answer || typedZip.current === null || answer.zip !== typedZip.current) return;
    typedZip.current = null;
    const only = answer.towns.length === 1 ? answer.towns[0]?.city : undefined;
    if (only && !latestCity.current.value.trim()) latestCity.current.onChange(only);
  }, [places.data]);

  const townProps = {
    label: city.label,
    name: city.name,
    value: city.value,
    error: city.error,
    onFocus: city.onFocus,
    onBlur: city.onBlur,
    autoComplete: 'off',
  };

  return (
    <>
      <Grid.Col span={zipSpan}>
        <TextInput
          label={zipCode.label}
          name={zipCode.name}
          value={zipCode.value}
          error={zipCode.error}
          onFocus={zipCode.onFocus}
          onBlur={zipCode.onBlur}
          onChange={(event) => {
            const value = event.currentTarget.value;
            typedZip.current = value.trim();
            zipCode.onChange(value);
          }}
          autoComplete="off"
          inputMode={country === 'CH' ? 'numeric' : undefined}
        />
      </Grid.Col>
      <Grid.Col span={citySpan}>
        {/* A town field with nothing to suggest is a plain text field, not an empty list box. */}
        {towns.length > 0 ? (
          <Autocomplete
            {...townProps}
            onChange={city.onChange}
            data={towns}
            comboboxProps={{ withinPortal: true }}
          />
        ) : (
          <TextInput {...townProps} onChange={(event) => city.onChange(event.currentTarget.value)} />
        )}
      </Grid.Col>
    </>
  );
}
