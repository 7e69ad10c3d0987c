import { describe, expect, it } from 'vitest';
import { pdfComponentInputSchema } from './pdf-component.schemas.ts';
import { richTextBlocks, richTextPlain } from './rich-text-blocks.ts';
import { safeHref, sanitizeRichText } from './rich-text-sanitize.ts';

describe('sanitizeRichText', () => {
  it('keeps the allowed tags, canonical and balanced', () => {
    expect(
      sanitizeRichText(
        '<P>Hallo <B>fett</B>, <i>schräg</i>, <u>unter</u>, <strong>stark</strong><br/>neu</p>' +
          '<h3>Titel</h3><h4>Klein</h4><ul><li>eins<li>zwei</ul><ol><li>a</li></ol>',
      ),
    ).toBe(
      '<p>Hallo <strong>fett</strong>, <em>schräg</em>, <u>unter</u>, <strong>stark</strong><br>neu</p>' +
        '<h3>Titel</h3><h4>Klein</h4><ul><li>eins</li><li>zwei</li></ul><ol><li>a</li></ol>',
    );
  });

  it('strips every other tag and attribute, and drops scripts and styles with their content', () => {
    expect(
      sanitizeRichText(
        '<div class="x" onclick="alert(1)"><p style="color:red" onmouseover="x()">Text <span>mit</span> <img src=x onerror=alert(1)>Bild</p></div>' +
          '<script>alert("x")</script><style>p{}</style><iframe src="https://evil"></iframe><!-- Kommentar -->' +
          '<svg><script>alert(2)</script></svg><SCRIPT>bad()</SCRIPT >ende',
      ),
    ).toBe('<p>Text mit Bild</p>ende');
  });

  it('keeps links with http, https and mailto only, and only their href', () => {
    expect(sanitizeRichText('<a href="https://umzug.ch/agb" target="_blank" onclick="x">AGB</a>')).toBe(
      '<a href="https://umzug.ch/agb">AGB</a>',
    );
    expect(sanitizeRichText("<a href='mailto:info@umzug.ch'>Mail</a>")).toBe(
      '<a href="mailto:info@umzug.ch">Mail</a>',
    );
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x61;script:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>',
      'vbscript:x',
      '/relative',
      'ftp://x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">Link</a>`), href).toBe('Link');
    }
    expect(sanitizeRichText('<a>ohne</a>')).toBe('ohne');
    expect(sanitizeRichText('<a href="https://x.ch/?a=1&amp;b=2">q</a>')).toBe(
      '<a href="https://x.ch/?a=1&amp;b=2">q</a>',
    );
    expect(sanitizeRichText('<a href="https://x.ch/&quot;onclick=&quot;x">q</a>')).toBe('q');
  });

  it('escapes text so it can never become markup, and keeps Unicode', () => {
    expect(sanitizeRichText('1 < 2 & 3 > 2 &lt;script&gt; Zürich ’ « » € ß')).toBe(
      '1 &lt; 2 &amp; 3 &gt; 2 &lt;script&gt; Zürich ’ « » € ß',
    );
    expect(sanitizeRichText('&uuml;ber &#8217; &#x20AC; &unknown;')).toBe('über ’ € &amp;unknown;');
    expect(sanitizeRichText('<p>"quotes" and \'apostrophes\'</p>')).toBe(
      '<p>"quotes" and \'apostrophes\'</p>',
    );
  });

  it('closes what is left open, ignores stray end tags, ends a paragraph at a block', () => {
    expect(sanitizeRichText('<p><strong>offen')).toBe('<p><strong>offen</strong></p>');
    // A stray </p> is an empty paragraph, as a browser reads it (and as the PDF prints it: nothing).
    expect(sanitizeRichText('text</em></p></ul>')).toBe('text<p></p>');
    expect(sanitizeRichText('<p>eins<p>zwei<ul><li>x</ul>')).toBe(
      '<p>eins</p><p>zwei</p><ul><li>x</li></ul>',
    );
    expect(sanitizeRichText('<ul><li>a<ul><li>b</li></ul></li></ul>')).toBe(
      '<ul><li>a<ul><li>b</li></ul></li></ul>',
    );
  });

  it('answers nothing for markup without text', () => {
    expect(sanitizeRichText('')).toBe('');
    expect(sanitizeRichText('<p><br></p>')).toBe('');
    expect(sanitizeRichText('<p> </p><script>x</script>')).toBe('');
  });

  it('is idempotent and safe with malformed input', () => {
    const inputs = [
      '<p>a <b>b <i>c</b> d</i></p>',
      '<a href="https://x.ch">a <a href="https://y.ch">b</a></a>',
      '<p <b>>x',
      '<<p>>',
      '<p title="a>b">x</p>',
      `<a href="x${'<a '.repeat(2000)}`,
      '<script>never closed',
    ];
    for (const input of inputs) {
      const once = sanitizeRichText(input);
      expect(sanitizeRichText(once), input).toBe(once);
      expect(once, input).not.toMatch(/<(?!\/?(p|br|strong|em|u|ul|ol|li|h3|h4|a)\b)[a-z]/i);
    }
    expect(sanitizeRichText('<script>never closed')).toBe('');
    expect(sanitizeRichText('<p title="a>b">x</p>')).toBe('<p>x</p>');
  });

  it('handles a long adversarial input quickly', () => {
    const started = performance.now();
    sanitizeRichText(`${'<a "'.repeat(12_000)}`);
    sanitizeRichText(`${'<b'.repeat(25_000)}`);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('safeHref', () => {
  it('accepts web and mail links only', () => {
    expect(safeHref('https://a.ch')).toBe('https://a.ch');
    expect(safeHref(' http://a.ch ')).toBe('http://a.ch');
    expect(safeHref('mailto:a@b.ch')).toBe('mailto:a@b.ch');
    expect(safeHref('https://a.ch/x y')).toBeNull();
    expect(safeHref(undefined)).toBeNull();
  });
});

describe('richTextBlocks', () => {
  it('turns HTML into paragraphs of styled runs', () => {
    expect(
      richTextBlocks(
        '<h3>Versicherung</h3><p>Wir  sind <strong>voll\n versichert</strong>.<br> Fragen: <a href="mailto:a@b.ch">Mail</a></p>' +
          '<ul><li>eins</li><li><em>zwei</em></li></ul><ol><li>a</li><li>b</li></ol><p>  </p>',
      ),
    ).toEqual([
      {
        kind: 'heading',
        level: 3,
        runs: [{ text: 'Versicherung', bold: false, italic: false, underline: false, href: null }],
      },
      {
        kind: 'paragraph',
        runs: [
          { text: 'Wir sind ', bold: false, italic: false, underline: false, href: null },
          { text: 'voll versichert', bold: true, italic: false, underline: false, href: null },
          { text: '.\nFragen: ', bold: false, italic: false, underline: false, href: null },
          { text: 'Mail', bold: false, italic: false, underline: false, href: 'mailto:a@b.ch' },
        ],
      },
      {
        kind: 'listItem',
        marker: '•',
        depth: 1,
        runs: [{ text: 'eins', bold: false, italic: false, underline: false, href: null }],
      },
      {
        kind: 'listItem',
        marker: '•',
        depth: 1,
        runs: [{ text: 'zwei', bold: false, italic: true, underline: false, href: null }],
      },
      {
        kind: 'listItem',
        marker: '1.',
        depth: 1,
        runs: [{ text: 'a', bold: false, italic: false, underline: false, href: null }],
      },
      {
        kind: 'listItem',
        marker: '2.',
        depth: 1,
        runs: [{ text: 'b', bold: false, italic: false, underline: false, href: null }],
      },
    ]);
  });

  it('reads plain text: blank lines part paragraphs, newlines break lines', () => {
    expect(richTextPlain('Guten Tag {{name}}\nZeile zwei\n\n\nZweiter Absatz')).toBe(
      'Guten Tag {{name}}\nZeile zwei\nZweiter Absatz',
    );
    expect(richTextBlocks('Erster\r\n\r\nZweiter')).toHaveLength(2);
    expect(richTextBlocks('  \n ')).toEqual([]);
  });

  it('ends paragraphs at other block elements and keeps text outside any', () => {
    expect(richTextPlain('<div>eins</div><div>zwei</div>lose<p>drei</p>')).toBe('eins\nzwei\nlose\ndrei');
    expect(richTextPlain('<style>p{}</style><p>sichtbar</p>')).toBe('sichtbar');
  });
});

describe('pdfComponentInputSchema', () => {
  it('sanitizes the content and checks the title', () => {
    expect(
      pdfComponentInputSchema.parse({
        title: ' Versicherung ',
        content: '<p onclick="x">Gut</p><script>x</script>',
      }),
    ).toEqual({ title: 'Versicherung', content: '<p>Gut</p>' });
    expect(pdfComponentInputSchema.parse({ title: 'Ohne' })).toEqual({ title: 'Ohne', content: '' });
    expect(pdfComponentInputSchema.safeParse({ title: ' ' }).success).toBe(false);
    expect(pdfComponentInputSchema.safeParse({ title: 'x'.repeat(201) }).success).toBe(false);
    expect(pdfComponentInputSchema.safeParse({ title: 'x', content: 'y'.repeat(50_001) }).success).toBe(
      false,
    );
  });
});
