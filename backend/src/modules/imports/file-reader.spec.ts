import { readRows, type FileRow } from './file-reader';

async function all(rows: AsyncIterable<FileRow>): Promise<FileRow[]> {
  const read: FileRow[] = [];
  for await (const row of rows) read.push(row);
  return read;
}

describe('readRows', () => {
  it('reads a character split between two of the slices the file is read in', async () => {
    // 64 KiB slices: "é" (two bytes in UTF-8) starts on the slice's last byte.
    const header = 'Name,Email\r\n';
    const filler = 'x'.repeat(64 * 1024 - header.length - 1);
    const content = Buffer.from(
      `${header}${filler}é,a@example.org\r\nZoë,b@example.org\r\n`,
      'utf8',
    );
    expect(content[64 * 1024 - 1]).toBe(0xc3);

    const rows = await all(readRows(content, { format: 'csv', encoding: 'utf-8', delimiter: ',' }));

    expect(rows.map((row) => row.cells)).toEqual([
      ['Name', 'Email'],
      [`${filler}é`, 'a@example.org'],
      ['Zoë', 'b@example.org'],
    ]);
  });
});
