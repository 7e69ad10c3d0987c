import { ActionIcon, Button, Grid, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { CONTRACT_ITEM_TYPES, type ContractItemType, type Currency, type Item } from '@maxer/domain';
import { useTranslation } from 'react-i18next';
import { textFromCents } from '../../../../lib/form-text.ts';
import { currentLanguage } from '../../../../lib/language.ts';
import { type ContractItemFormValues, EMPTY_ITEM } from '../contract-form-types.ts';
import { MoneyField, QuantityField, TextField } from '../fields.tsx';
import type { PathForm } from '../use-contract-form.ts';
import { CatalogueItemSearch } from './catalogue-item-search.tsx';
import { DiscountField } from './discount-field.tsx';
import { ProductSelect } from './product-select.tsx';

interface ContractItemsProps {
  form: PathForm<{ items: ContractItemFormValues[] }>;
  currency: Currency;
}

/**
 * The contract's own lines: items, catalogue products (their price copied in), text, discounts,
 * subtotals; products are added straight from the catalogue search above the lines.
 */
export function ContractItemsSection({ form, currency }: ContractItemsProps) {
  const { t } = useTranslation('contract-editor');
  const items = form.values.items;
  const at = (index: number, field: string) => `items.${index}.${field}`;
  const move = (from: number, to: number) => {
    const next = [...items];
    const [line] = next.splice(from, 1);
    next.splice(to, 0, line!);
    form.set('items', next);
  };
  const pickProduct = (index: number, productId: string | null, product: Item | undefined) => {
    form.set(at(index, 'productId'), productId);
    if (product) {
      form.set(at(index, 'description'), product.name);
      form.set(at(index, 'unitPrice'), textFromCents(product.priceCents, currentLanguage()));
    }
  };
  const addProduct = (product: Item) =>
    form.set('items', [
      ...items,
      {
        ...EMPTY_ITEM,
        type: 'product',
        productId: product._id,
        description: product.name,
        unitPrice: textFromCents(product.priceCents, currentLanguage()),
      },
    ]);

  return (
    <Stack gap="sm">
      <CatalogueItemSearch currency={currency} onPick={addProduct} />
      {items.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('items.empty')}
        </Text>
      )}
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines are identified by their place
        <Paper key={index} withBorder p="sm">
          <Grid gap="sm" align="flex-end">
            <Grid.Col span={{ base: 12, sm: 3 }}>
              <Select
                label={t('items.type')}
                name={at(index, 'type')}
                data={CONTRACT_ITEM_TYPES.map((type) => ({ value: type, label: t(`items.types.${type}`) }))}
                value={item.type}
                onChange={(type) =>
                  form.set(`items.${index}`, { ...item, type: (type ?? 'item') as ContractItemType })
                }
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
              />
            </Grid.Col>
            {item.type === 'product' && (
              <Grid.Col span={{ base: 12, sm: 9 }}>
                <ProductSelect
                  label={t('items.product')}
                  name={at(index, 'productId')}
                  productId={item.productId}
                  description={item.description}
                  onPick={(id, product) => pickProduct(index, id, product)}
                  error={form.error(at(index, 'productId'))}
                />
              </Grid.Col>
            )}
            {item.type === 'text' ? (
              <Grid.Col span={{ base: 12, sm: 9 }}>
                <TextField form={form} path={at(index, 'text')} label={t('items.text')} />
              </Grid.Col>
            ) : (
              <Grid.Col span={{ base: 12, sm: item.type === 'product' ? 6 : 9 }}>
                <TextField form={form} path={at(index, 'description')} label={t('items.description')} />
              </Grid.Col>
            )}
            {(item.type === 'item' || item.type === 'product') && (
              <>
                <Grid.Col span={{ base: 4, sm: 2 }}>
                  <QuantityField form={form} path={at(index, 'quantity')} label={t('items.quantity')} />
                </Grid.Col>
                <Grid.Col span={{ base: 8, sm: 4 }}>
                  <MoneyField
                    form={form}
                    path={at(index, 'unitPrice')}
                    label={t('items.unitPrice')}
                    currency={currency}
                  />
                </Grid.Col>
              </>
            )}
            {item.type === 'discount' && (
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <DiscountField
                  form={form}
                  path={at(index, 'discount')}
                  errorPaths={[`items.${index}`, at(index, 'amount'), at(index, 'percent')]}
                  currency={currency}
                  label={t('items.discount')}
                />
              </Grid.Col>
            )}
          </Grid>
          <Group justify="flex-end" gap={4} mt="xs">
            <ActionIcon
              variant="subtle"
              aria-label={t('items.up', { number: index + 1 })}
              disabled={index === 0}
              onClick={() => move(index, index - 1)}
            >
              ↑
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('items.down', { number: index + 1 })}
              disabled={index === items.length - 1}
              onClick={() => move(index, index + 1)}
            >
              ↓
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('items.remove', { number: index + 1 })}
              onClick={() =>
                form.set(
                  'items',
                  items.filter((_, i) => i !== index),
                )
              }
            >
              ✕
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      <Button
        variant="light"
        size="xs"
        style={{ alignSelf: 'flex-start' }}
        onClick={() => form.set('items', [...items, EMPTY_ITEM])}
      >
        {t('items.add')}
      </Button>
    </Stack>
  );
}
