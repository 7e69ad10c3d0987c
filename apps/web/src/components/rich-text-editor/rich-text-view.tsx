import { Anchor, Stack, Text } from '@mantine/core';
import { type RichBlock, type RichRun, richTextBlocks } from '@maxer/domain';
import { useMemo } from 'react';

function Run({ run }: { run: RichRun }) {
  let node: React.ReactNode = run.text;
  if (run.underline) node = <u>{node}</u>;
  if (run.italic) node = <em>{node}</em>;
  if (run.bold) node = <strong>{node}</strong>;
  // safeHref already kept http, https and mailto only.
  if (run.href)
    node = (
      <Anchor href={run.href} target="_blank" rel="noopener noreferrer" inherit>
        {node}
      </Anchor>
    );
  return node;
}

function Block({ block }: { block: RichBlock }) {
  const runs = block.runs.map((run, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: runs are derived from the text and never reorder.
    <Run key={index} run={run} />
  ));
  if (block.kind === 'heading')
    return (
      <Text fw={700} size={block.level === 3 ? 'lg' : 'md'} style={{ whiteSpace: 'pre-line' }}>
        {runs}
      </Text>
    );
  if (block.kind === 'listItem')
    return (
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-line', display: 'flex', gap: 8 }}
        pl={(block.depth ?? 1) * 16}
      >
        <span aria-hidden>{block.marker}</span>
        <span>{runs}</span>
      </Text>
    );
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
      {runs}
    </Text>
  );
}

/**
 * Stored rich text (or plain text) shown on a page as the PDF lays it out: the domain's blocks of
 * styled runs (rich-text-blocks.ts richTextBlocks), built as React elements, so no stored HTML reaches the DOM.
 */
export function RichTextView({ value }: { value: string }) {
  const blocks = useMemo(() => richTextBlocks(value), [value]);
  return (
    <Stack gap={6}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are derived from the text and never reorder.
        <Block key={index} block={block} />
      ))}
    </Stack>
  );
}
