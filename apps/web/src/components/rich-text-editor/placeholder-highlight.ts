import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
const ALLOWED_STYLE = 'background: var(--mantine-color-blue-light); border-radius: 4px; padding: 0 2px;';
const UNKNOWN_STYLE = 'text-decoration: wavy underline var(--mantine-color-red-6);';

/**
 * Marks `{{name}}` in the text: allowed placeholders on a tinted background, unknown ones with a red
 * wavy underline, so a typo is seen before saving refuses it. Decorations only: the HTML is unchanged.
 */
export function placeholderHighlight(allowed: readonly string[]) {
  return Extension.create({
    name: 'placeholderHighlight',
    addProseMirrorPlugins() {
      return [
        new Plugin({
          key: new PluginKey('placeholderHighlight'),
          props: {
            decorations(state) {
              const decorations: Decoration[] = [];
              state.doc.descendants((node, position) => {
                if (!node.isText || !node.text) return;
                for (const match of node.text.matchAll(PLACEHOLDER)) {
                  const from = position + match.index;
                  const known = allowed.includes(match[1]!);
                  decorations.push(
                    Decoration.inline(from, from + match[0].length, {
                      style: known ? ALLOWED_STYLE : UNKNOWN_STYLE,
                      'data-placeholder': known ? 'allowed' : 'unknown',
                    }),
                  );
                }
              });
              return DecorationSet.create(state.doc, decorations);
            },
          },
        }),
      ];
    },
  });
}
