import { audioTypeOf, sniffAudio } from './audio-format';

const bytes = (...values: number[]) => Uint8Array.from([...values, ...new Array(12).fill(0)]);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('audio by its first bytes', () => {
  it('an MP3: an ID3 tag, or an MPEG audio frame header', () => {
    expect(sniffAudio(ascii('ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000\u0000\u0000'))).toBe(
      'audio/mpeg',
    );
    expect(sniffAudio(bytes(0xff, 0xfb, 0x90, 0x44))).toBe('audio/mpeg'); // MPEG-1 Layer III
    expect(sniffAudio(bytes(0xff, 0xf3, 0x40, 0xc4))).toBe('audio/mpeg'); // MPEG-2 Layer III
  });

  it('not an MP3: a reserved version, layer, bitrate or sample rate', () => {
    expect(sniffAudio(bytes(0xff, 0xeb, 0x90, 0x44))).toBeNull(); // version 01
    expect(sniffAudio(bytes(0xff, 0xf9, 0x90, 0x44))).toBeNull(); // layer 00
    expect(sniffAudio(bytes(0xff, 0xfb, 0xf0, 0x44))).toBeNull(); // bitrate 1111
    expect(sniffAudio(bytes(0xff, 0xfb, 0x9c, 0x44))).toBeNull(); // sample rate 11
  });

  it('an M4A: ISO media of an audio brand; a video brand or another file is none', () => {
    expect(sniffAudio(ascii('\u0000\u0000\u0000\u0018ftypM4A \u0000'))).toBe('audio/mp4');
    expect(sniffAudio(ascii('\u0000\u0000\u0000\u0018ftypqt  \u0000'))).toBeNull();
    expect(sniffAudio(ascii('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\r'))).toBeNull();
    expect(sniffAudio(ascii('OggS\u0000\u0002\u0000\u0000\u0000\u0000\u0000\u0000'))).toBeNull();
  });

  it('the announced type', () => {
    expect(audioTypeOf('audio/mpeg')).toBe('audio/mpeg');
    expect(audioTypeOf('Audio/MP4; codecs=mp4a.40.2')).toBe('audio/mp4');
    expect(audioTypeOf('audio/x-m4a')).toBe('audio/mp4');
    expect(audioTypeOf('video/mp4')).toBeNull();
    expect(audioTypeOf(undefined)).toBeNull();
  });
});
