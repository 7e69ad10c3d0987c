import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { RICH_TEXT_TAGS, sanitizeRichText } from './rich-text-sanitize.ts';

/**
 * The sanitizer's allow-list against XSS vectors, most from the OWASP XSS Filter Evasion Cheat Sheet.
 * Each output is parsed again (as a browser or mail client would) and must hold nothing executable.
 */
const VECTORS: string[] = [
  // Script tags, plain and disguised
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>',
  '<ScRiPt>alert(1)</sCrIpT>',
  '<script/xss src="https://xss.rocks/xss.js"></script>',
  '<<script>alert("XSS");//<</script>',
  '<script src=https://xss.rocks/xss.js?< B >',
  '<script>alert(1)',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '</title><script>alert(1)</script>',
  '</textarea><script>alert(1)</script>',
  '"><script>alert(1)</script>',
  '<p>x</p><script >alert(1)</script >',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  // Event handlers
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=# onmouseover="alert(\'xxs\')">',
  '<p onclick="alert(1)">Text</p>',
  '<strong onmouseover=alert(1)>x</strong>',
  '<a href="https://maxer.ch" onclick="alert(1)">x</a>',
  '<a href="https://maxer.ch"onclick="alert(1)">x</a>',
  '<a onclick=alert(1) href="https://maxer.ch">x</a>',
  '<body onload=alert(1)>',
  '<BODY ONLOAD=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)">',
  '<p/onclick=alert(1)>x</p>',
  '<p\tonclick=alert(1)>x</p>',
  '<p\nonclick=alert(1)>x</p>',
  '<p onclick\n=\nalert(1)>x</p>',
  '<u style="x" onpointerenter="alert(1)">x</u>',
  // javascript:, data:, vbscript: URLs, obfuscated
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=javascript:alert(1)>x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="&#14;  javascript:alert(1)">x</a>',
  '<a href="jav\tascript:alert(1)">x</a>',
  '<a href="jav&#x09;ascript:alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)">x</a>',
  '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="java&Tab;script:alert(1)">x</a>',
  '<a href="&#x6A;avascript&#x3A;alert(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="livescript:alert(1)">x</a>',
  '<a href="//evil.example/x">x</a>',
  '<a href="https://maxer.ch/&quot; onclick=&quot;alert(1)">x</a>',
  '<a href=\'https://maxer.ch/" onclick="alert(1)\'>x</a>',
  '<a href="https:javascript:alert(1)">x</a>',
  '<a href="mailto:x@y.ch" href="javascript:alert(1)">x</a>',
  '<a href="javascript:alert(1)" href="https://maxer.ch">x</a>',
  '<a href="javascript:alert(1)">a</a><a href="https://maxer.ch">b</a><a href="vbscript:x">c</a>',
  '<img src="javascript:alert(1)">',
  '<img src=`javascript:alert(1)`>',
  '<img """><script>alert(1)</script>">',
  '<img src=/ onerror="alert(String.fromCharCode(88,83,83))">',
  // SVG and MathML
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg/onload=alert(1)>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">x</text></a></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><foreignObject><p onclick=alert(1)>x</p></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math href="javascript:alert(1)">x</math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:alert(1)">x</maction></math>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  // Styles and expressions
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<style>@import "https://xss.rocks/xss.css";</style>',
  '<style>p{background:url("javascript:alert(1)")}</style>',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<p style="behavior: url(xss.htc)">x</p>',
  '<div style="-moz-binding:url(https://xss.rocks/xss.xml#xss)">x</div>',
  '<p class="x" id="y" style="color:red">x</p>',
  // Documents inside documents, redirects, forms
  '<base href="javascript:alert(1)//">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1);">',
  '<META HTTP-EQUIV="refresh" CONTENT="0; URL=https://;URL=javascript:alert(1);">',
  '<meta http-equiv="Set-Cookie" content="x=1">',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;">',
  '<frameset><frame src="javascript:alert(1)"></frameset>',
  '<object data="javascript:alert(1)"></object>',
  '<object type="text/x-scriptlet" data="https://xss.rocks/scriptlet.html"></object>',
  '<embed src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<applet code="x"></applet>',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<form action="javascript:alert(1)"><input type="submit"></form>',
  '<input type="image" formaction="javascript:alert(1)" src="x">',
  '<isindex action="javascript:alert(1)" type="image">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  '<noembed><img title="</noembed><img src=x onerror=alert(1)>">',
  '<plaintext><script>alert(1)</script>',
  '<textarea><script>alert(1)</script></textarea>',
  '<select><option><script>alert(1)</script></option></select>',
  // Malformed nesting, comments, CDATA
  '<p><b>a<i>b</b>c</i></p><script>alert(1)</script>',
  '<a href="https://maxer.ch">a<a href="javascript:alert(1)">b</a></a>',
  '<p <script>alert(1)</script>>x</p>',
  '<<p>>x<</p>>',
  '<p title="a>b" onclick="alert(1)">x</p>',
  "<p title='\"><script>alert(1)</script>'>x</p>",
  '<!--<script>alert(1)</script>-->',
  '<!-- --><script>alert(1)</script><!-- -->',
  '<!--[if gte IE 4]><script>alert(1)</script><![endif]-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<![CDATA[><script>alert(1)</script>]]>',
  '<?xml version="1.0"?><script>alert(1)</script>',
  '<!DOCTYPE html><script>alert(1)</script>',
  '<!--><img src=x onerror=alert(1)>-->',
  '<p>x</p><!-- unclosed comment <script>alert(1)</script>',
  `<a href="x${'<a '.repeat(500)}`,
  '<a href="https://maxer.ch"\u0000onclick="alert(1)">x</a>',
  '<scr\u0000ipt>alert(1)</scr\u0000ipt>',
  '<p>\u0000<script>alert(1)</script></p>',
];

const ALLOWED = new Set<string>(RICH_TEXT_TAGS.filter((tag) => tag !== 'b' && tag !== 'i'));

interface Parsed {
  tags: { name: string; attributes: Record<string, string> }[];
  text: string;
}

/** The sanitized HTML read back by a standard HTML parser: its elements with decoded attributes. */
function parse(html: string): Parsed {
  const parsed: Parsed = { tags: [], text: '' };
  const parser = new Parser(
    {
      onopentag: (name, attributes) => parsed.tags.push({ name, attributes }),
      ontext: (text) => {
        parsed.text += text;
      },
      oncomment: () => parsed.tags.push({ name: '!--', attributes: {} }),
      oncdatastart: () => parsed.tags.push({ name: '![cdata[', attributes: {} }),
      onprocessinginstruction: (name) => parsed.tags.push({ name, attributes: {} }),
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return parsed;
}

/** The scheme of a URL as a browser resolves it: entities decoded, control and white space dropped. */
const scheme = (url: string) =>
  url
    .replace(/[\p{Cc}\s]/gu, '')
    .toLowerCase()
    .match(/^([a-z][a-z0-9+.-]*):/)?.[1] ?? null;

describe('sanitizeRichText against XSS vectors', () => {
  it.each(VECTORS)('leaves nothing executable of %s', (vector) => {
    const out = sanitizeRichText(vector);
    expect(out).not.toMatch(/<\s*script/i);
    expect(out).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    const { tags } = parse(out);
    for (const { name, attributes } of tags) {
      expect(ALLOWED.has(name), `tag <${name}> in ${out}`).toBe(true);
      const names = Object.keys(attributes);
      expect(names, `attributes of <${name}> in ${out}`).toEqual(name === 'a' ? ['href'] : []);
      if (name === 'a') expect(['http', 'https', 'mailto']).toContain(scheme(attributes.href ?? ''));
    }
    // Read again, it stays as it is: nothing hides for a second pass to uncover.
    expect(sanitizeRichText(out)).toBe(out);
  });

  it('never lets a vector through as a link to a script URL, however it is written', () => {
    const links = VECTORS.flatMap((vector) =>
      parse(sanitizeRichText(vector))
        .tags.filter((tag) => tag.name === 'a')
        .map((tag) => tag.attributes.href ?? ''),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(href).toMatch(/^(https?:\/\/|mailto:)[^\s"<>]+$/);
  });
});

describe('sanitizeRichText keeps the rich text the editor makes', () => {
  const ORDINARY = [
    '<p>Guten Tag {{gender_welcome}}, <strong>fett</strong>, <em>kursiv</em> und <u>unterstrichen</u>.</p>',
    '<h3>Zahlung</h3><h4>Fristen</h4><p>Innert 30 Tagen.<br>Danke!</p>',
    '<ul><li>eins</li><li>zwei<ol><li>innen</li></ol></li></ul><ol><li>erstens</li><li>zweitens</li></ol>',
    '<ul><li><p>eins</p></li></ul>',
    '<p><a href="https://maxer.ch/agb?x=1&amp;y=2#teil">AGB</a> oder <a href="mailto:info@umzug.ch">Mail</a></p>',
    '<p><strong><em><u>alles</u></em></strong> 1 &lt; 2 &amp; 3 &gt; 2 “Zürich” – 5 €</p>',
    '<p>Text</p><p>Zweiter Absatz</p>',
  ];

  it.each(ORDINARY)('keeps %s unchanged', (html) => {
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps a link as the editor writes it, down to its href', () => {
    expect(
      sanitizeRichText(
        '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://maxer.ch">Maxer</a></p>',
      ),
    ).toBe('<p><a href="https://maxer.ch">Maxer</a></p>');
    // A dropped link leaves its text and takes nothing from the links after it.
    expect(
      sanitizeRichText(
        '<p><a href="javascript:x">böse</a> <a href="https://maxer.ch">gut</a><a>ohne</a></p>',
      ),
    ).toBe('<p>böse <a href="https://maxer.ch">gut</a>ohne</p>');
    expect(sanitizeRichText('<p><b>fett</b> <i>kursiv</i></p>')).toBe(
      '<p><strong>fett</strong> <em>kursiv</em></p>',
    );
  });
});
