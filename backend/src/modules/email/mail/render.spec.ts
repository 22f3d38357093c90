import { escapeHtml, headerSafe, mergeFields, renderMail } from './render';

const recipient = { email: 'ruth@example.test', name: 'Ruth <Moab>', firstName: 'Ruth' };
const frame = {
  ministryName: 'Spirit & Truth Ministry',
  postalAddress: '1 Test Street',
  siteUrl: 'https://ministry.example',
  unsubscribeUrl: 'https://ministry.example/unsubscribe?token=abc&x=1',
  reason: 'Because.',
};

describe('renderMail', () => {
  it('fills merge fields, escapes HTML and keeps the text part plain', () => {
    const mail = renderMail(
      {
        subject: 'Hi {{ firstName }}\r\nBcc: evil@example.test',
        greeting: 'Dear {{name}},',
        message: 'One & two\n<three>\n\nNew paragraph {{unknown}}',
        signature: 'Love,\nUs',
        lessonLinks: ['https://example.org/a?b=1&c=2', 'javascript:alert(1)'],
        videoUrl: 'https://ministry.example/media/videos/x',
      },
      recipient,
      frame,
    );
    expect(mail.subject).toBe('Hi Ruth Bcc: evil@example.test');
    expect(mail.html).toContain('Dear Ruth &lt;Moab&gt;,');
    expect(mail.html).toContain('One &amp; two<br>&lt;three&gt;');
    expect(mail.html).toContain('New paragraph {{unknown}}');
    expect(mail.html).toContain('href="https://example.org/a?b=1&amp;c=2"');
    expect(mail.html).not.toContain('javascript:');
    expect(mail.html).toContain('Watch the video message');
    expect(mail.html).toContain('href="https://ministry.example/unsubscribe?token=abc&amp;x=1"');
    expect(mail.html).toContain('1 Test Street');
    expect(mail.text).toContain('Dear Ruth <Moab>,');
    expect(mail.text).toContain('- https://example.org/a?b=1&c=2');
    expect(mail.text).toContain('Unsubscribe: https://ministry.example/unsubscribe?token=abc&x=1');
    expect(mail.text).toContain('1 Test Street');
  });

  it("writes the frame's words in the version's language when given, escaped", () => {
    const mail = renderMail(
      {
        subject: 'Hola',
        message: 'Gracia y paz.',
        lessonLinks: ['https://example.org/a'],
        videoUrl: 'https://ministry.example/media/videos/x',
      },
      recipient,
      {
        ...frame,
        language: 'he',
        unsubscribeLabel: 'הסרה מרשימת התפוצה',
        labels: { watchVideo: 'צפו <בהודעה>', lessons: 'שיעורים בשבילכם' },
      },
    );
    expect(mail.html).toContain('<html lang="he" dir="rtl">');
    expect(mail.html).toContain('&#9654; צפו &lt;בהודעה&gt;</a>');
    expect(mail.html).toContain('>שיעורים בשבילכם</h2>');
    expect(mail.html).not.toContain('Lessons for you');
    expect(mail.text).toContain('צפו <בהודעה>: https://ministry.example/media/videos/x');
    expect(mail.text).toContain('שיעורים בשבילכם:\n- https://example.org/a');
    expect(mail.text).toContain('הסרה מרשימת התפוצה: https://ministry.example/unsubscribe');
  });

  it('leaves out empty optional parts', () => {
    const mail = renderMail(
      { subject: 'S', greeting: '  ', message: 'M', signature: null },
      recipient,
      frame,
    );
    expect(mail.text.startsWith('M\n')).toBe(true);
    expect(mail.html).not.toContain('Lessons for you');
  });
});

describe('helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
  it('never lets a line break into a header', () => {
    expect(headerSafe('a\r\nb\nc\u2028d\u0000e')).toBe('a b c d e');
  });
  it('merges only the documented fields', () => {
    expect(mergeFields('{{firstName}} {{name}} {{email}}', recipient)).toBe(
      'Ruth Ruth <Moab> {{email}}',
    );
  });
});
