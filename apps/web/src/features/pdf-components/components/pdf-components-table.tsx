import { ActionIcon, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { type PdfComponent, richTextPlain } from '@maxer/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';

interface PdfComponentsTableProps {
  components: PdfComponent[] | undefined;
  /** Absent when the person may not change components (a USER). */
  onMove?: (index: number, offset: -1 | 1) => void;
  onDelete?: (component: PdfComponent) => void;
  /** A new order is being saved: no second move meanwhile. */
  moving?: boolean;
}

const PREVIEW_LENGTH = 140;

function preview(content: string): string {
  const text = richTextPlain(content).replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text;
}

/** The components in the order documents print them, with buttons to move and delete them. */
export function PdfComponentsTable({
  components,
  onMove,
  onDelete,
  moving = false,
}: PdfComponentsTableProps) {
  const { t } = useTranslation('pdf-components');
  const canChange = Boolean(onMove && onDelete);
  const tableRef = useRef<HTMLTableElement>(null);
  // After a move the row is elsewhere (moving a row's DOM node drops the focus): once the list shows
  // the row at its new place and the save is done, focus its button again (or the other one at the
  // edge), so a keyboard user can press the same key again. The mutation turns pending only after a
  // tick, so waiting for the new place (not just for "not moving") is what makes this reliable.
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; offset: -1 | 1; at: number } | null>(
    null,
  );
  useEffect(() => {
    if (!focusAfterMove || moving || components?.[focusAfterMove.at]?._id !== focusAfterMove.id) return;
    const button = (offset: number) =>
      tableRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${focusAfterMove.id}:${offset}"]:not(:disabled)`,
      );
    const target = button(focusAfterMove.offset) ?? button(-focusAfterMove.offset);
    if (target) {
      target.focus();
      setFocusAfterMove(null);
    }
  }, [focusAfterMove, components, moving]);

  const moveAndFollow = (component: PdfComponent, index: number, offset: -1 | 1) => {
    setFocusAfterMove({ id: component._id, offset, at: index + offset });
    onMove?.(index, offset);
  };

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table ref={tableRef} verticalSpacing="sm" aria-label={t('title')} aria-busy={!components}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>{t('columns.position')}</Table.Th>
            <Table.Th>{t('fields.title')}</Table.Th>
            <Table.Th>{t('columns.preview')}</Table.Th>
            {canChange && (
              <Table.Th>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        {components ? (
          <Table.Tbody>
            {components.map((component, index) => (
              <Table.Tr key={component._id}>
                <Table.Td c="dimmed">{index + 1}</Table.Td>
                <Table.Td>
                  <AnchorLink to="/pdf-extra-info/$id" params={{ id: component._id }} fw={500}>
                    {component.title}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed" lineClamp={2}>
                    {preview(component.content) || t('noContent')}
                  </Text>
                </Table.Td>
                {onMove && onDelete && (
                  <Table.Td>
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      <ActionIcon
                        variant="default"
                        aria-label={t('moveUpNamed', { name: component.title })}
                        data-move={`${component._id}:-1`}
                        disabled={index === 0 || moving}
                        onClick={() => moveAndFollow(component, index, -1)}
                      >
                        ↑
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        aria-label={t('moveDownNamed', { name: component.title })}
                        data-move={`${component._id}:1`}
                        disabled={index === components.length - 1 || moving}
                        onClick={() => moveAndFollow(component, index, 1)}
                      >
                        ↓
                      </ActionIcon>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        aria-label={t('deleteNamed', { name: component.title })}
                        onClick={() => onDelete(component)}
                      >
                        {t('common:actions.delete')}
                      </Button>
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={canChange ? 4 : 3} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
