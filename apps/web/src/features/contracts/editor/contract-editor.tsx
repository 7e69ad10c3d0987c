import { Accordion, Alert, Badge, Box, Button, Grid, Group, Paper, Stack, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import type { ContractInput, PriceBreakdown } from '@maxer/domain';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContractFormValues } from './contract-form-types.ts';
import { type EditorSection, SECTION_NAMES, sectionErrorCount, sectionValueKeys } from './editor-sections.ts';
import { MemoSection } from './memo-section.tsx';
import { PricePanel, PriceTotalBar } from './price-panel.tsx';
import { AddressSection } from './sections/address-section.tsx';
import { CatalogueServicesSection } from './sections/catalogue-services-section.tsx';
import { CleaningSection } from './sections/cleaning-section.tsx';
import { ContractItemsSection } from './sections/contract-items-section.tsx';
import { CountedLinesSection } from './sections/counted-lines-section.tsx';
import { CustomerSection } from './sections/customer-section.tsx';
import { DetailsSection } from './sections/details-section.tsx';
import { DisposalSection } from './sections/disposal-section.tsx';
import { QuestionsSection } from './sections/questions-section.tsx';
import { RelocationSection } from './sections/relocation-section.tsx';
import { VolumeSection } from './sections/volume-section.tsx';
import { UnsavedChangesGuard } from './unsaved-changes-guard.tsx';
import { useContractForm } from './use-contract-form.ts';
import type { EditorCatalogue } from './use-editor-catalogue.ts';
import { useLivePrice } from './use-live-price.ts';

interface ContractEditorProps {
  initial: ContractFormValues;
  catalogue: EditorCatalogue;
  submitLabel: string;
  /** Save; a refusal with field errors puts them on the fields. */
  onSave: (input: ContractInput) => Promise<unknown>;
  pending: boolean;
  cancel: ReactNode;
  /** The price the customer accepted, for an accepted job: the panel shows it, not the live price. */
  acceptedPrice?: PriceBreakdown | null;
  /** What is edited (`contract:new`, `contract:<id>`): unsaved changes survive an ended session. */
  draft?: string;
}

/**
 * Enter in a one-line field would submit the form (the browser's implicit submission): in an editor of
 * a hundred fields that saved half-entered jobs (issue 15). Saving is explicit: the button or Ctrl+S.
 * Lists and pickers handle their own Enter on the field before it bubbles here.
 */
function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (event.key === 'Enter' && target instanceof HTMLInputElement) event.preventDefault();
}

/**
 * The whole job on one page: sections that fold (all open at first), the live price beside them,
 * save with the button (always in reach: beside the price, or in the bar at the foot of a small
 * screen; for the keyboard a few Tabs from the top) or Ctrl+S; Enter in a field never saves.
 * Leaving with unsaved changes asks first.
 */
export function ContractEditor({
  initial,
  catalogue,
  submitLabel,
  onSave,
  pending,
  cancel,
  acceptedPrice = null,
  draft,
}: ContractEditorProps) {
  const { t } = useTranslation('contract-editor');
  // The form's starting point stays fixed, so a refetch of the contract meanwhile does not move it.
  const [baseline] = useState(initial);
  const [open, setOpen] = useState<string[]>(SECTION_NAMES);
  // A folded section cannot take the focus: open every section that has something to fix.
  const openSectionsWith = (errors: Readonly<Record<string, ReactNode>>) =>
    setOpen((previous) => [
      ...new Set([
        ...previous,
        ...SECTION_NAMES.filter((s) => sectionErrorCount(s, Object.keys(errors)) > 0),
      ]),
    ]);
  const form = useContractForm({
    initial: baseline,
    questions: catalogue.questions,
    timeZone: catalogue.timeZone,
    onSave,
    pending,
    onErrors: openSectionsWith,
    draft,
  });
  const { values, errors, submit, formRef, isSaving } = form;
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline);
  const currency = catalogue.currency;
  const price = useLivePrice(values, catalogue.vatRate, currency);

  // From inside a field too: that is where one is when one wants to save (no tags ignored). The field
  // is left first, as a click on the button would, so what it holds is taken (amounts settle on blur).
  useHotkeys(
    [
      [
        'mod+S',
        () => {
          if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
          formRef.current?.requestSubmit();
        },
      ],
    ],
    [],
    true,
  );

  const section = (name: EditorSection, body: () => ReactNode) => {
    const count = sectionErrorCount(name, Object.keys(errors));
    const sectionErrors = Object.entries(errors).filter(([path]) => sectionErrorCount(name, [path]) > 0);
    const deps = [
      ...sectionValueKeys(name).map((key) => values[key as keyof ContractFormValues]),
      JSON.stringify(sectionErrors),
    ];
    return (
      <Accordion.Item value={name} key={name}>
        <Accordion.Control>
          <Group gap="sm">
            {/* The volume calculator's texts are its own (namespace volume). */}
            <Text fw={600}>{name === 'volume' ? t('volume:editor.section') : t(`sections.${name}`)}</Text>
            {count > 0 && (
              <Badge color="red" size="sm">
                {t('sectionErrors', { count })}
              </Badge>
            )}
          </Group>
        </Accordion.Control>
        <Accordion.Panel>
          <MemoSection render={body} deps={deps} />
        </Accordion.Panel>
      </Accordion.Item>
    );
  };

  return (
    <form
      ref={formRef}
      onSubmit={submit}
      onKeyDown={keepEnterFromSubmitting}
      noValidate
      aria-label={submitLabel}
    >
      <UnsavedChangesGuard shouldBlock={() => dirty && !isSaving()} />
      <Grid gap="lg" align="flex-start">
        {/*
          First in the page's order, shown beside (or below) the sections: Tab reaches the save button
          right after the page's heading, not after every field of every section (issue 15, item 13).
        */}
        <Grid.Col
          span={{ base: 12, md: 4 }}
          order={2}
          style={{
            position: 'sticky',
            top: 'calc(var(--app-shell-header-height, 56px) + var(--mantine-spacing-md))',
          }}
        >
          <Stack gap="sm">
            <PricePanel current={price.current} shown={price.shown} accepted={acceptedPrice} />
            <Paper withBorder p="sm">
              <Group justify="space-between" gap="sm">
                <Text size="sm" c={dirty ? 'orange' : 'dimmed'}>
                  {dirty ? t('unsaved') : t('noChanges')}
                </Text>
                <Group gap="xs">
                  {cancel}
                  <Button type="submit" loading={pending}>
                    {submitLabel}
                  </Button>
                </Group>
              </Group>
            </Paper>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={1}>
          <Stack gap="md">
            {errors[''] && <Alert color="red">{errors['']}</Alert>}
            <Accordion multiple value={open} onChange={setOpen} variant="separated" chevronPosition="left">
              {section('customer', () => (
                <CustomerSection form={form} allowNew />
              ))}
              {section('moveOut', () => (
                <AddressSection form={form} which="moveOut" />
              ))}
              {section('moveIn', () => (
                <AddressSection form={form} which="moveIn" />
              ))}
              {section('volume', () => (
                <VolumeSection form={form} />
              ))}
              {section('relocation', () => (
                <RelocationSection form={form} currency={currency} vehicles={catalogue.vehicles} />
              ))}
              {section('trash', () => (
                <DisposalSection form={form} currency={currency} />
              ))}
              {section('cleaning', () => (
                <CleaningSection form={form} currency={currency} />
              ))}
              {section('lines', () => (
                <Stack gap="lg">
                  <Box>
                    <Text fw={500} mb="xs">
                      {t('lines.specialProducts')}
                    </Text>
                    <CountedLinesSection form={form} group="specialProducts" currency={currency} />
                  </Box>
                  <Box>
                    <Text fw={500} mb="xs">
                      {t('lines.packingMaterials')}
                    </Text>
                    <CountedLinesSection form={form} group="packingMaterials" currency={currency} />
                  </Box>
                </Stack>
              ))}
              {section('items', () => (
                <ContractItemsSection form={form} currency={currency} />
              ))}
              {section('services', () => (
                <CatalogueServicesSection form={form} services={catalogue.services} />
              ))}
              {section('questions', () => (
                <QuestionsSection form={form} questions={catalogue.questions} />
              ))}
              {section('details', () => (
                <DetailsSection form={form} statuses={catalogue.statuses} />
              ))}
            </Accordion>
            <Paper
              hiddenFrom="md"
              withBorder
              shadow="sm"
              p="sm"
              style={{ position: 'sticky', bottom: 0, zIndex: 2 }}
            >
              <Group justify="space-between" gap="sm" wrap="nowrap">
                <Box style={{ flex: 1 }}>
                  <PriceTotalBar shown={acceptedPrice ?? price.shown} />
                </Box>
                {/* The same save as beside the price, in reach on a small screen; one for the keyboard. */}
                <Button type="submit" loading={pending} aria-hidden tabIndex={-1}>
                  {submitLabel}
                </Button>
              </Group>
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
