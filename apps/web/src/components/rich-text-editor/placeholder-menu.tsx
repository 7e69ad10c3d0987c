import { Button, Menu } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';

interface PlaceholderMenuProps {
  editor: Editor;
  placeholders: readonly string[];
}

/**
 * "Insert placeholder": a menu (arrow keys, Enter, Escape) that types `{{name}}` at the cursor. The
 * placeholder stays plain text, so the server's sanitizer and the document fill-in see exactly it.
 */
export function PlaceholderMenu({ editor, placeholders }: PlaceholderMenuProps) {
  const { t } = useTranslation('editor');
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <Button size="compact-sm" variant="default" fw={400}>
          {t('insertPlaceholder')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={t('insertPlaceholder')}>
        {placeholders.map((name) => (
          <Menu.Item key={name} onClick={() => editor.chain().focus().insertContent(`{{${name}}}`).run()}>
            {t(`placeholders.${name}`, { defaultValue: name })}{' '}
            <span style={{ opacity: 0.6, fontFamily: 'monospace' }}>{`{{${name}}}`}</span>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
