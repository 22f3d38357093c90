import { NotFoundException } from '@nestjs/common';
import { ParseIdPipe } from './parse-id.pipe';

describe('ParseIdPipe', () => {
  const pipe = new ParseIdPipe('Thing not found');

  it('passes a positive whole number in the integer range', () => {
    expect(pipe.transform('1')).toBe(1);
    expect(pipe.transform('2147483647')).toBe(2147483647);
  });

  it.each(['0', '-1', '2147483648', '99999999999', 'abc', '1.5', '1e3', ' 1', ''])(
    'answers 404 with the message for %j',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(new NotFoundException('Thing not found'));
    },
  );
});
