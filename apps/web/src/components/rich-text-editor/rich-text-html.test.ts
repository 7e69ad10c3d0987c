import { richTextBlocks, sanitizeRichText } from '@maxer/domain';
import { Editor } from '@tiptap/react';
import { describe, expect, it } from 'vitest';
import { richTextExtensions } from './rich-text-extensions.ts';
import { fromEditorHtml, toEditorHtml } from './rich-text-html.ts';

/** What the editor holds after loading `html`, as it would send it to the server. */
function throughEditor(html: string): string {
  const editor = new Editor({ extensions: richTextExtensions(), content: html });
  try {
    return fromEditorHtml(editor.getHTML());
  } finally {
    editor.destroy();
  }
}

const EVERYTHING =
  '<h3>Zahlung</h3><p><strong>Fett</strong>, <em>kursiv</em>, <u>unterstrichen</u> und ' +
  '<a href="https://maxer.ch/agb">AGB</a><br>zweite Zeile {{gender_welcome}}</p>' +
  '<h4>Liste</h4><ul><li>eins</li><li>zwei<ol><li>innen</li></ol></li></ul><ol><li>erstens</li></ol>';

describe('the editor HTML and the domain sanitizer', () => {
  it('keeps every format of the allowed subset through editor, sanitizer and editor again', () => {
    const once = throughEditor(EVERYTHING);
    expect(once).toBe(EVERYTHING);
    // The server stores what it is sent, unchanged: sanitizing again changes nothing.
    expect(sanitizeRichText(once)).toBe(once);
    expect(throughEditor(once)).toBe(once);
  });

  it('drops what documents cannot show (scripts, attributes, other link schemes, strike, code)', () => {
    const html = throughEditor(
      '<p onclick="x()">A<s>B</s><code>C</code><a href="javascript:alert(1)">D</a></p><script>bad()</script><h1>E</h1>',
    );
    expect(html).toBe('<p>ABCD</p><p>E</p>');
  });

  it('writes list items without inner paragraphs, so the PDF keeps their bullets and numbers', () => {
    const html = fromEditorHtml('<ul><li><p>eins</p><p>weiter</p></li></ul><ol><li><p>a</p></li></ol>');
    expect(html).toBe('<ul><li>eins<br>weiter</li></ul><ol><li>a</li></ol>');
    expect(richTextBlocks(html).map((block) => [block.kind, block.marker])).toEqual([
      ['listItem', '•'],
      ['listItem', '1.'],
    ]);
  });

  it('is empty for an empty editor', () => {
    expect(throughEditor('')).toBe('');
    expect(fromEditorHtml('<p></p>')).toBe('');
    // tiptap's trailing paragraph after a list is not content.
    expect(throughEditor('<ul><li>eins</li></ul>')).toBe('<ul><li>eins</li></ul>');
  });

  it('reads plain text saved before the editor as the PDF does: paragraphs and line breaks', () => {
    expect(toEditorHtml('Guten Tag {{name}}\nZeile 2\n\nA < B & C')).toBe(
      '<p>Guten Tag {{name}}<br>Zeile 2</p><p>A &lt; B &amp; C</p>',
    );
    expect(throughEditor(toEditorHtml('Hallo\n\nWelt'))).toBe('<p>Hallo</p><p>Welt</p>');
  });
});
