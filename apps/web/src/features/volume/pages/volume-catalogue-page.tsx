import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { formatQuantity, VOLUME_ROOMS, type VolumeItem, type VolumeItemValues } from '@maxer/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteModal } from '../../../components/confirm-delete-modal.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useCan } from '../../../lib/use-can.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import {
  useCreateVolumeItemMutation,
  useDeleteVolumeItemMutation,
  useUpdateVolumeItemMutation,
  useUpdateVolumeRulesMutation,
  useVolumeCatalogueQuery,
} from '../api.ts';
import { VolumeItemForm, volumeItemFormValues } from '../components/volume-item-form.tsx';
import { VolumeRulesForm } from '../components/volume-rules-form.tsx';

/** What the item modal edits: a new item (of a room) or an existing one. */
type Editing = { item: VolumeItem | null; room: string } | null;

/**
 * /my-company/volume: the company's volume catalogue by room and its crew rules (ADR 055). Everyone
 * sees them; an owner adds, changes and removes items and changes the rules.
 */
export function VolumeCataloguePage() {
  const { t } = useTranslation('volume');
  usePageTitle(t('page.title'));
  const language = currentLanguage();
  const canChange = useCan('volume:write');
  const catalogue = useVolumeCatalogueQuery();
  const create = useCreateVolumeItemMutation();
  const update = useUpdateVolumeItemMutation();
  const remove = useDeleteVolumeItemMutation();
  const rules = useUpdateVolumeRulesMutation();
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<VolumeItem | null>(null);
  const nameOf = (item: VolumeItem) => (language === 'de' ? item.nameDe : item.nameEn || item.nameDe);

  const save = async (values: VolumeItemValues) => {
    if (editing?.item) await update.mutateAsync({ id: editing.item._id, body: values });
    else await create.mutateAsync(values);
    toast('success', editing?.item ? t('page.saved') : t('page.added'));
    setEditing(null);
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast('success', t('page.deleted'));
        setToDelete(null);
      },
    });
  };

  const items = catalogue.data?.items ?? [];
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        title={t('page.title')}
        description={t('page.intro')}
        actions={
          canChange ? (
            <Button onClick={() => setEditing({ item: null, room: 'livingRoom' })}>{t('page.add')}</Button>
          ) : undefined
        }
      />
      {!canChange && <Alert variant="light">{t('page.ownerOnly')}</Alert>}
      {catalogue.data && (
        <Paper withBorder p="md">
          <Title order={3} size="h4" mb="sm">
            {t('page.rules')}
          </Title>
          <VolumeRulesForm
            rules={catalogue.data.rules}
            readOnly={!canChange}
            pending={rules.isPending}
            onSubmit={async (values) => {
              await rules.mutateAsync(values);
              toast('success', t('page.saved'));
            }}
          />
        </Paper>
      )}
      <Paper withBorder p="md">
        <Title order={3} size="h4" mb="sm">
          {t('page.items')}
        </Title>
        <Stack gap="md">
          {VOLUME_ROOMS.map((room) => {
            const ofRoom = items.filter((item) => item.room === room);
            return (
              <Stack key={room} gap={4}>
                <Text fw={600}>{t(`rooms.${room}`)}</Text>
                <Table striped aria-label={t(`rooms.${room}`)}>
                  <Table.Tbody>
                    {ofRoom.map((item) => (
                      <Table.Tr key={item._id}>
                        <Table.Td>{item.nameDe}</Table.Td>
                        <Table.Td c="dimmed">{item.nameEn}</Table.Td>
                        <Table.Td ta="right" w={110}>
                          {t('m3', { value: formatQuantity(item.volumeM3, language) })}
                        </Table.Td>
                        {canChange && (
                          <Table.Td w={90}>
                            <Group gap={4} justify="flex-end" wrap="nowrap">
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('page.edit', { name: nameOf(item) })}
                                onClick={() => setEditing({ item, room })}
                              >
                                <IconPencil size={16} />
                              </ActionIcon>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('page.delete', { name: nameOf(item) })}
                                onClick={() => setToDelete(item)}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Group>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Stack>
            );
          })}
        </Stack>
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing?.item ? t('page.edit', { name: nameOf(editing.item) }) : t('page.add')}
      >
        {editing && (
          <VolumeItemForm
            key={editing.item?._id ?? 'new'}
            initial={volumeItemFormValues(editing.item, editing.room)}
            submitLabel={t('common:actions.save')}
            pending={create.isPending || update.isPending}
            onSubmit={save}
            cancel={
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('common:actions.cancel')}
              </Button>
            }
          />
        )}
      </Modal>
      <ConfirmDeleteModal
        opened={toDelete !== null}
        title={t('page.deleteTitle')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        {toDelete && <Text>{t('page.deleteText', { name: nameOf(toDelete) })}</Text>}
      </ConfirmDeleteModal>
    </Stack>
  );
}
