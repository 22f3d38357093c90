/**
 * Small, valid audio files made byte by byte (no encoder on the machine): an MP3 of constant-bitrate
 * MPEG-1 Layer III frames, and an M4A (ISO media, AAC track) with its duration in the movie header.
 * Their payloads are silence-sized zeros: what the metadata reader checks is the structure.
 */

/** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz, joint stereo, no CRC: 417 bytes a frame, 1152 samples. */
const MP3_HEADER = Buffer.from([0xff, 0xfb, 0x90, 0x44]);
const MP3_FRAME_BYTES = 417;
export const MP3_FRAME_SECONDS = 1152 / 44_100;

/** An ID3v2.4 tag with one title frame, as encoders put before the first frame. */
function id3Tag(title: string): Buffer {
  const text = Buffer.concat([Buffer.from([3]), Buffer.from(title, 'utf8')]);
  const frame = Buffer.concat([Buffer.from('TIT2'), synchsafe(text.length), Buffer.alloc(2), text]);
  return Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([4, 0, 0]),
    synchsafe(frame.length),
    frame,
  ]);
}

function synchsafe(n: number): Buffer {
  return Buffer.from([(n >> 21) & 0x7f, (n >> 14) & 0x7f, (n >> 7) & 0x7f, n & 0x7f]);
}

/** An MP3 of about `seconds` seconds at 128 kbit/s. */
export function mp3File(seconds: number, options: { id3?: boolean } = {}): Buffer {
  const frames = Math.round(seconds / MP3_FRAME_SECONDS);
  const frame = Buffer.alloc(MP3_FRAME_BYTES);
  MP3_HEADER.copy(frame);
  const parts = options.id3 === false ? [] : [id3Tag('A teaching')];
  for (let i = 0; i < frames; i++) parts.push(frame);
  return Buffer.concat(parts);
}

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(body.length + 8, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type: string, version: number, ...content: Buffer[]): Buffer {
  return box(type, Buffer.from([version, 0, 0, 0]), ...content);
}

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};

/** An MPEG-4 elementary stream descriptor of an AAC-LC track at `bitrate` bits a second. */
function esds(bitrate: number): Buffer {
  const descriptor = (tag: number, body: Buffer) =>
    Buffer.concat([Buffer.from([tag, body.length]), body]);
  const decoderSpecific = descriptor(0x05, Buffer.from([0x12, 0x10])); // AAC-LC, 44.1 kHz, stereo
  const decoderConfig = descriptor(
    0x04,
    Buffer.concat([
      Buffer.from([0x40, 0x15, 0, 0, 0]), // MPEG-4 audio, audio stream, buffer size
      u32(bitrate), // max
      u32(bitrate), // average
      decoderSpecific,
    ]),
  );
  const es = descriptor(
    0x03,
    Buffer.concat([u16(1), Buffer.from([0]), decoderConfig, descriptor(0x06, Buffer.from([2]))]),
  );
  return fullBox('esds', 0, es);
}

/** An M4A of `seconds` seconds, AAC at `bitrate` bits a second (its mdat as long as that makes). */
export function m4aFile(seconds: number, bitrate = 96_000): Buffer {
  const timescale = 44_100;
  const duration = Math.round(seconds * timescale);
  const matrix = Buffer.concat([0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000].map((n) => u32(n)));
  const mvhd = fullBox(
    'mvhd',
    0,
    u32(0),
    u32(0),
    u32(timescale),
    u32(duration),
    u32(0x10000), // rate 1.0
    u16(0x100), // volume 1.0
    Buffer.alloc(10),
    matrix,
    Buffer.alloc(24),
    u32(2),
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(duration),
    Buffer.alloc(8),
    u16(0),
    u16(0),
    u16(0x100),
    u16(0),
    matrix,
    u32(0),
    u32(0),
  );
  const mdhd = fullBox(
    'mdhd',
    0,
    u32(0),
    u32(0),
    u32(timescale),
    u32(duration),
    u16(0x55c4),
    u16(0),
  );
  const hdlr = fullBox(
    'hdlr',
    0,
    u32(0),
    Buffer.from('soun'),
    Buffer.alloc(12),
    Buffer.from('Sound\0'),
  );
  const mp4a = box(
    'mp4a',
    Buffer.alloc(6),
    u16(1), // data reference index
    Buffer.alloc(8),
    u16(2), // channels
    u16(16), // sample size
    u16(0),
    u16(0),
    u32(timescale * 65536),
    esds(bitrate),
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, u32(1), mp4a),
    fullBox('stts', 0, u32(0)),
    fullBox('stsc', 0, u32(0)),
    fullBox('stsz', 0, u32(0), u32(0)),
    fullBox('stco', 0, u32(0)),
  );
  const minf = box(
    'minf',
    fullBox('smhd', 0, u32(0)),
    box('dinf', fullBox('dref', 0, u32(1), fullBox('url ', 0))),
    stbl,
  );
  const moov = box('moov', mvhd, box('trak', tkhd, box('mdia', mdhd, hdlr, minf)));
  const ftyp = box('ftyp', Buffer.from('M4A '), u32(0), Buffer.from('M4A mp42isom'));
  const mdat = box('mdat', Buffer.alloc(Math.round((seconds * bitrate) / 8)));
  return Buffer.concat([ftyp, moov, mdat]);
}
