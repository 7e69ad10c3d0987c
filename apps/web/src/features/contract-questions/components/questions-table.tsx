import { ActionIcon, Badge, Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { labelIn, type Question } from '@maxer/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../components/router-links.tsx';
import { TableSkeleton } from '../../../components/table-skeleton.tsx';
import { currentLanguage } from '../../../lib/language.ts';
import { defaultValueLabel } from '../default-value-label.ts';

interface QuestionsTableProps {
  questions: Question[] | undefined;
  /** Absent when the person may not change questions (a USER). */
  onMove?: (index: number, offset: -1 | 1) => void;
  onDelete?: (question: Question) => void;
  /** A new order is being saved: no second move meanwhile. */
  moving?: boolean;
}

/**
 * The questions in the order contracts ask them, each leading to its page, with the buttons to move
 * and delete them.
 */
export function QuestionsTable({ questions, onMove, onDelete, moving = false }: QuestionsTableProps) {
  const { t } = useTranslation('questions');
  const language = currentLanguage();
  const canChange = Boolean(onMove && onDelete);
  const tableRef = useRef<HTMLTableElement>(null);
  // After a move the row is elsewhere: keep the focus on its button (or the other one at the edge).
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; offset: -1 | 1 } | null>(null);
  useEffect(() => {
    if (!focusAfterMove || !questions || moving) return;
    const buttons = (offset: number) =>
      tableRef.current?.querySelector<HTMLButtonElement>(
        `[data-move="${focusAfterMove.id}:${offset}"]:not(:disabled)`,
      );
    const button = buttons(focusAfterMove.offset) ?? buttons(-focusAfterMove.offset);
    if (button) {
      button.focus();
      setFocusAfterMove(null);
    }
  }, [focusAfterMove, questions, moving]);
  const moveAndFollow = (question: Question, index: number, offset: -1 | 1) => {
    setFocusAfterMove({ id: question._id, offset });
    onMove?.(index, offset);
  };
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table ref={tableRef} verticalSpacing="sm" aria-label={t('title')} aria-busy={!questions}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={48}>{t('columns.position')}</Table.Th>
            <Table.Th>{t('fields.label')}</Table.Th>
            <Table.Th>{t('fields.type')}</Table.Th>
            <Table.Th>{t('fields.defaultValue')}</Table.Th>
            <Table.Th>{t('fields.required')}</Table.Th>
            {canChange && (
              <Table.Th>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        {questions ? (
          <Table.Tbody>
            {questions.map((question, index) => {
              const label = labelIn(question.labels, language);
              return (
                <Table.Tr key={question._id}>
                  <Table.Td c="dimmed">{index + 1}</Table.Td>
                  <Table.Td>
                    <AnchorLink
                      to="/my-company/contract-questions/$id"
                      params={{ id: question._id }}
                      fw={500}
                    >
                      {label}
                    </AnchorLink>
                    {question.type === 'SELECT' && (
                      <Text size="xs" c="dimmed">
                        {question.options.map((option) => labelIn(option.labels, language)).join(' · ')}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{t(`types.${question.type}`)}</Badge>
                  </Table.Td>
                  <Table.Td>{defaultValueLabel(question, language, t)}</Table.Td>
                  <Table.Td>{question.required ? t('common:yes') : t('common:no')}</Table.Td>
                  {onMove && onDelete && (
                    <Table.Td>
                      <Group gap={6} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="default"
                          aria-label={t('moveUpNamed', { name: label })}
                          data-move={`${question._id}:-1`}
                          disabled={index === 0 || moving}
                          onClick={() => moveAndFollow(question, index, -1)}
                        >
                          ↑
                        </ActionIcon>
                        <ActionIcon
                          variant="default"
                          aria-label={t('moveDownNamed', { name: label })}
                          data-move={`${question._id}:1`}
                          disabled={index === questions.length - 1 || moving}
                          onClick={() => moveAndFollow(question, index, 1)}
                        >
                          ↓
                        </ActionIcon>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          aria-label={t('deleteNamed', { name: label })}
                          onClick={() => onDelete(question)}
                        >
                          {t('common:actions.delete')}
                        </Button>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        ) : (
          <TableSkeleton columns={canChange ? 6 : 5} />
        )}
      </Table>
    </Table.ScrollContainer>
  );
}
