/** Deep, warm backgrounds: one per video, chosen by a hash of its id. */
const PALETTES: [string, string, string][] = [
  ['#1e3a5f', '#3b6e8f', '#f2c14e'],
  ['#4a1d3f', '#8e3b5f', '#f7d08a'],
  ['#1f4d3a', '#3f8f6b', '#f4e3b1'],
  ['#5a2a0c', '#a0522d', '#fbe3c0'],
  ['#2b2d6e', '#5b5fc7', '#ffd27f'],
  ['#3d2c1e', '#8b6b4a', '#f6e7c8'],
  ['#0f3b4c', '#1f7a8c', '#ffe8a3'],
  ['#512b58', '#8c5a96', '#fce38a'],
];

export function hashOf(text: string): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Greedy word wrap into at most `maxLines` lines of about `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1].replace(/\s+\S*$/, '')}…`;
  }
  return lines;
}

/** A 16:9 title card for a demo teaching, so the catalogue looks real and works offline. */
export function renderThumbnailSvg(options: { id: string; title: string; label: string }): string {
  const [dark, light, accent] = PALETTES[hashOf(options.id) % PALETTES.length];
  const lines = wrap(options.title, 22, 3);
  const lineHeight = 40;
  const top = 150 - ((lines.length - 1) * lineHeight) / 2;
  const text = lines
    .map(
      (line, i) =>
        `<text x="36" y="${top + i * lineHeight}" font-size="34" font-weight="700">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="270" viewBox="0 0 480 270" role="img" aria-label="${escapeXml(options.title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="480" height="270" fill="url(#g)"/>
<circle cx="420" cy="40" r="120" fill="${accent}" opacity="0.12"/>
<circle cx="440" cy="250" r="70" fill="#fff" opacity="0.06"/>
<rect x="36" y="28" width="44" height="4" rx="2" fill="${accent}"/>
<text x="36" y="56" font-size="15" letter-spacing="2" fill="${accent}" font-family="Georgia, 'Times New Roman', serif">${escapeXml(options.label.toUpperCase())}</text>
<g fill="#fff" font-family="Georgia, 'Times New Roman', serif">${text}</g>
</svg>
`;
}
