import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled part of the job page, labelled by its heading for screen readers. */
export function JobSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A label and its value; a fact without a value is left out rather than shown as a dash. */
export type Fact = readonly [label: string, value: ReactNode];

const hasValue = (value: ReactNode) =>
  value !== null && value !== undefined && value !== '' && value !== false;

/** The facts that have a value, two columns from small screens on; nothing when none has one. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  const shown = facts.filter(([, value]) => hasValue(value));
  if (shown.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="dl" m={0}>
      {shown.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-line' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** Whether any of these facts has a value: a section without one is not shown. */
export function anyFact(facts: readonly Fact[]): boolean {
  return facts.some(([, value]) => hasValue(value));
}
