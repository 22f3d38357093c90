import { ticketCodeOf } from './check-in.service';
import { ticketText } from './registration-mail.service';

describe('ticketCodeOf: the code a scanned QR code or a typed one names', () => {
  it("reads the confirmation mail's QR text back to its code", () => {
    expect(ticketCodeOf(ticketText('3q2K9xvT0bY1mW8e'))).toBe('3q2K9xvT0bY1mW8e');
  });

  it('takes the code alone, typed, with spaces around it or the prefix in capitals', () => {
    expect(ticketCodeOf('  3q2K9xvT0bY1mW8e ')).toBe('3q2K9xvT0bY1mW8e');
    expect(ticketCodeOf('TICKET: 3q2K9xvT0bY1mW8e')).toBe('3q2K9xvT0bY1mW8e');
  });

  it('finds no code in another QR code: a web address, a short or odd text', () => {
    for (const text of [
      'https://example.org/',
      'ticket:',
      'ticket:abc',
      'ticket:a b c d e f g h',
      '',
    ])
      expect(ticketCodeOf(text)).toBeUndefined();
  });
});
