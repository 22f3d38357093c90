import { inflateSync } from 'node:zlib';

/** One indirect object of a PDF: its dictionary's text and its stream, inflated when compressed. */
interface PdfObject {
  dict: string;
  stream?: Buffer;
}

/** Every `N 0 obj … endobj` of the file, a stream read by its `/Length` (binary safe). */
function objectsOf(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(text); match; match = header.exec(text)) {
    const from = match.index + match[0].length;
    const streamAt = text.indexOf('stream', from);
    const endAt = text.indexOf('endobj', from);
    if (streamAt < 0 || (endAt >= 0 && endAt < streamAt)) {
      objects.set(Number(match[1]), { dict: text.slice(from, endAt < 0 ? undefined : endAt) });
      continue;
    }
    const dict = text.slice(from, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1] ?? 0);
    let start = streamAt + 'stream'.length;
    if (text[start] === '\r') start++;
    if (text[start] === '\n') start++;
    const raw = pdf.subarray(start, start + length);
    let stream: Buffer;
    try {
      stream = dict.includes('/FlateDecode') ? inflateSync(raw) : raw;
    } catch {
      stream = raw;
    }
    objects.set(Number(match[1]), { dict, stream });
    header.lastIndex = start + length;
  }
  return objects;
}

/** A ToUnicode CMap's code → text (its `bfrange` and `bfchar` entries, 2-byte codes). */
function cmapOf(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const utf16 = (hex: string) =>
    String.fromCharCode(
      ...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((h) => parseInt(h, 16)),
    );
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1].matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g,
    )) {
      const first = parseInt(entry[1], 16);
      const last = parseInt(entry[2], 16);
      if (entry[3].startsWith('[')) {
        [...entry[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].forEach((dst, i) =>
          map.set(first + i, utf16(dst[1])),
        );
      } else {
        const base = utf16(entry[3].slice(1, -1));
        for (let code = first; code <= last; code++)
          map.set(
            code,
            base.slice(0, -1) +
              String.fromCharCode(base.charCodeAt(base.length - 1) + code - first),
          );
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      map.set(parseInt(entry[1], 16), utf16(entry[2]));
  }
  return map;
}

/**
 * The text a PDF shows, one line per text operator, as far as a test needs it: each content stream
 * inflated (FlateDecode) and the strings of its `TJ`/`Tj` operators read in the font then chosen
 * (`Tf`): an embedded font's 2-byte codes through its ToUnicode CMap, a standard font's bytes as its
 * WinAnsi (Latin-1) letters. Not a PDF parser: enough to check what a generated statement says.
 */
export function pdfText(pdf: Buffer): string {
  const objects = objectsOf(pdf);
  // Font resource names (/F1) → the font's ToUnicode map, for the fonts that have one.
  const cmaps = new Map<string, Map<number, string>>();
  for (const { dict } of objects.values()) {
    for (const fonts of dict.matchAll(/\/Font\s*<<([^>]*)>>/g)) {
      for (const [, name, ref] of fonts[1].matchAll(/\/([\w.+-]+)\s+(\d+) 0 R/g)) {
        const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(ref))?.dict ?? '')?.[1];
        const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : undefined;
        if (cmap) cmaps.set(name, cmapOf(cmap.toString('latin1')));
      }
    }
  }
  const lines: string[] = [];
  for (const { stream } of objects.values()) {
    if (!stream) continue;
    const content = stream.toString('latin1');
    if (!/T[Jj]/.test(content)) continue;
    let cmap: Map<number, string> | undefined;
    for (const match of content.matchAll(
      /\/([\w.+-]+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g,
    )) {
      if (match[1] !== undefined) {
        cmap = cmaps.get(match[1]);
        continue;
      }
      const parts = match[2] ?? match[3];
      let text = '';
      for (const piece of parts.matchAll(/<([0-9a-fA-F]*)>|\(((?:[^)\\]|\\.)*)\)/g)) {
        if (piece[1] === undefined) text += piece[2].replace(/\\(.)/g, '$1');
        else if (cmap)
          for (const code of piece[1].match(/.{4}/g) ?? [])
            text += cmap.get(parseInt(code, 16)) ?? '\uFFFD';
        else text += Buffer.from(piece[1], 'hex').toString('latin1');
      }
      lines.push(text);
    }
  }
  return lines.join('\n');
}
