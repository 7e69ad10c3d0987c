import { ActionIcon, Button, Group, NumberInput, Stack, TextInput } from '@mantine/core';
import type { PlatformInvoiceLine } from '@maxer/domain';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface LinesEditorProps {
  lines: PlatformInvoiceLine[];
  onChange: (lines: PlatformInvoiceLine[]) => void;
  disabled?: boolean;
}

export const emptyLine = (): PlatformInvoiceLine => ({ description: '', quantity: 1, unitPriceCents: 0 });

/** An invoice's lines: description, quantity and unit price in CHF (kept in cents). */
export function LinesEditor({ lines, onChange, disabled = false }: LinesEditorProps) {
  const { t } = useTranslation('maxer-invoices');
  const set = (index: number, patch: Partial<PlatformInvoiceLine>) =>
    onChange(lines.map((line, at) => (at === index ? { ...line, ...patch } : line)));
  return (
    <Stack gap="xs">
      {lines.map((line, index) => (
        // Lines have no id of their own; their place is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('admin.lines.description')}
            value={line.description}
            onChange={(event) => set(index, { description: event.currentTarget.value })}
            disabled={disabled}
            required
            style={{ flex: 1 }}
          />
          <NumberInput
            label={t('admin.lines.quantity')}
            value={line.quantity}
            min={0}
            decimalScale={3}
            onChange={(value) => set(index, { quantity: Number(value) || 0 })}
            disabled={disabled}
            w={100}
          />
          <NumberInput
            label={t('admin.lines.unitPrice')}
            value={line.unitPriceCents / 100}
            min={0}
            decimalScale={2}
            fixedDecimalScale
            onChange={(value) => set(index, { unitPriceCents: Math.round((Number(value) || 0) * 100) })}
            disabled={disabled}
            w={140}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            disabled={disabled || lines.length === 1}
            aria-label={t('admin.lines.remove', { index: index + 1 })}
            onClick={() => onChange(lines.filter((_, at) => at !== index))}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      ))}
      {!disabled && (
        <Group>
          <Button variant="subtle" size="xs" onClick={() => onChange([...lines, emptyLine()])}>
            {t('admin.lines.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
