import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, line by line, as far as a test needs it: each content stream inflated
 * (FlateDecode) and the strings of its `TJ`/`Tj` operators read (hex or literal, one byte a
 * character, as the standard fonts' WinAnsi encoding has them). Not a PDF parser: enough to check
 * what a generated statement says.
 */
export function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  let at = 0;
  for (;;) {
    const start = pdf.indexOf('stream', at, 'latin1');
    if (start < 0) break;
    const bodyStart = start + (pdf[start + 6] === 0x0d ? 8 : 7);
    const end = pdf.indexOf('endstream', bodyStart, 'latin1');
    if (end < 0) break;
    at = end + 9;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(bodyStart, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const match of content.matchAll(
      /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g,
    )) {
      const parts = match[1] ?? match[2];
      let text = '';
      for (const piece of parts.matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
        text +=
          piece[1] !== undefined
            ? Buffer.from(piece[1], 'hex').toString('latin1')
            : piece[2].replace(/\\(.)/g, '$1');
      }
      lines.push(text);
    }
  }
  return lines.join('\n');
}
