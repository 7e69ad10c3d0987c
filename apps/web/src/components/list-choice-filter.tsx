import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';

/** One choice of a list filter: the value written to the address, and what the user reads. */
export interface ListChoice<V extends string> {
  value: V;
  label: string;
}

/** What a change of the filter writes to the list's address: its parameter, and back to page 1. */
export type ListChoicePatch<P extends string, V extends string> = Record<P, V | undefined> & {
  page: undefined;
};

interface ListChoiceFilterProps<P extends string, V extends string> {
  /** The filter's name, shown above the choices and naming the group for assistive technology. */
  label: string;
  /** The list's address parameter the filter keeps its value in, e.g. `role`. */
  param: P;
  /** The parameter's value in the address; none means all. */
  value: V | undefined;
  /** The first choice, which removes the parameter from the address. */
  allLabel: string;
  choices: readonly ListChoice<V>[];
  onChange: (patch: ListChoicePatch<P, V>) => void;
}

// Stands for "no parameter" inside the control only: it never reaches the address.
const ALL = 'ALL';

/**
 * A list filter with a few fixed choices beside "all" (a role, yes or no), kept in one address
 * parameter. A segmented control: radio buttons, reached with Tab and changed with the arrow keys.
 * A change starts the list again at page 1, since the old page may no longer exist.
 */
export function ListChoiceFilter<P extends string, V extends string>({
  label,
  param,
  value,
  allLabel,
  choices,
  onChange,
}: ListChoiceFilterProps<P, V>) {
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text component="span" id={labelId} size="sm" fw={500}>
        {label}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value ?? ALL}
        onChange={(next) => {
          const chosen = choices.find((choice) => choice.value === next)?.value;
          // A computed key of a generic name widens to an index signature; the object has exactly `param`.
          onChange({ [param]: chosen, page: undefined } as ListChoicePatch<P, V>);
        }}
        data={[{ value: ALL, label: allLabel }, ...choices]}
      />
    </Stack>
  );
}
