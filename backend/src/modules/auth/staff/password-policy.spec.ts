import { passwordProblem } from './password-policy';

describe('new staff passwords (ASVS 5.0: length and a common-password list, no composition rules)', () => {
  it('needs at least 12 characters, counted as characters (not bytes)', () => {
    expect(passwordProblem('eleven chars')).toBeNull();
    expect(passwordProblem('short words')).toMatch(/at least 12 characters/);
    expect(passwordProblem('ééééééééééé')).toMatch(/at least 12 characters/);
  });

  it('refuses passwords from the bundled common list, whatever their case', () => {
    for (const common of ['password1234', 'qwerty123456', '123456789012', 'QWERTY123456'])
      expect(passwordProblem(common)).toMatch(/too common/);
    expect(passwordProblem('aaaaaaaaaaaaaaaa')).toMatch(/too common/);
  });

  it('asks for nothing else: no digits, capitals or symbols required', () => {
    expect(passwordProblem('correct horse battery staple')).toBeNull();
  });

  it("refuses the account's own e-mail address or name as the password", () => {
    expect(passwordProblem('ruth@example.org', ['ruth@example.org'])).toMatch(/name or e-mail/);
  });
});
