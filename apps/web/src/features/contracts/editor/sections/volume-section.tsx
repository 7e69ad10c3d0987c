import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { estimateCrew, type InventoryLine, totalM3 } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { textFromQuantity } from '../../../../lib/form-text.ts';
import { toast } from '../../../../lib/toast.ts';
import { useVolumeCatalogueQuery, VolumeCalculator } from '../../../volume/index.ts';
import type { ContractForm } from '../use-contract-form.ts';

/**
 * "Umzugsgut / Volumen": the volume calculator on the job (ADR 055). Each change of the count writes
 * its total into the relocation's volume, so the price per m³ applies and the price beside the editor
 * follows; the crew estimate is taken into workers and hours on request only, as the office may know
 * better. The price per m³ counts with the flat-rate price type (pricing.md), offered in one click.
 */
export function VolumeSection({ form }: { form: ContractForm }) {
  const { t } = useTranslation('volume');
  const catalogue = useVolumeCatalogueQuery();
  const inventory = form.values.inventory;

  if (!catalogue.data) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('editor.loading')}</Text>
      </Group>
    );
  }

  const change = (next: InventoryLine[]) => {
    form.set('inventory', next);
    const total = totalM3(next);
    form.set('relocation.volumeM3', total > 0 ? textFromQuantity(total) : '');
  };
  const applyEstimate = () => {
    const crew = estimateCrew(totalM3(inventory), catalogue.data.rules);
    form.set('relocationDetails.workers', String(crew.workers));
    form.set('relocation.hours', textFromQuantity(crew.hours));
    toast('success', t('editor.applied'));
  };
  const error = form.error('inventory');

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      <VolumeCalculator value={inventory} onChange={change} catalogue={catalogue.data} />
      <Text size="sm" c="dimmed">
        {t('editor.writesVolume')}
      </Text>
      <Group gap="sm">
        {form.values.relocation.priceType !== 'flatRate' && (
          <Button variant="light" size="xs" onClick={() => form.set('relocation.priceType', 'flatRate')}>
            {t('editor.useFlatRate')}
          </Button>
        )}
        <Button variant="default" size="xs" disabled={inventory.length === 0} onClick={applyEstimate}>
          {t('editor.applyEstimate')}
        </Button>
      </Group>
      {form.values.relocation.priceType !== 'flatRate' && (
        <Text size="xs" c="dimmed">
          {t('editor.flatRateHint')}
        </Text>
      )}
    </Stack>
  );
}
