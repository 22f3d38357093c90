import type { Locator, Page } from '@playwright/test';

export interface SignupDetails {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  age?: string;
  city?: string;
}

/** /community/signup: the membership form. */
export class SignupPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly email: Locator;
  readonly phone: Locator;
  readonly age: Locator;
  readonly gender: Locator;
  readonly maritalStatus: Locator;
  readonly city: Locator;
  readonly state: Locator;
  readonly country: Locator;
  readonly spiritualJourney: Locator;
  readonly occupation: Locator;
  readonly needs: Locator;
  readonly interests: Locator;
  readonly notes: Locator;
  readonly subscribe: Locator;
  readonly submit: Locator;
  readonly toast: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Join Our Community' });
    this.form = page.getByRole('form', { name: 'Membership sign-up' });
    const textbox = (name: string) => this.form.getByRole('textbox', { name, exact: true });
    const select = (name: string) => this.form.getByRole('combobox', { name, exact: true });
    this.firstName = textbox('First Name');
    this.lastName = textbox('Last Name');
    this.email = textbox('Email');
    this.phone = textbox('Phone');
    this.age = this.form.getByRole('spinbutton', { name: 'Age', exact: true });
    this.gender = select('Gender');
    this.maritalStatus = select('Marital Status');
    this.city = textbox('City');
    this.state = textbox('State/Province');
    this.country = textbox('Country');
    this.spiritualJourney = select('Spiritual Journey');
    this.occupation = textbox('Occupation');
    this.needs = this.form.getByRole('group', { name: 'Areas Where You Need Support' });
    this.interests = this.form.getByRole('group', { name: 'Ministry Interests' });
    this.notes = textbox('Additional Notes');
    this.subscribe = this.form.getByRole('checkbox', { name: 'Subscribe to email updates' });
    this.submit = this.form.getByRole('button', { name: 'Join Community' });
    this.toast = page.getByTestId('toast');
  }

  async goto(): Promise<void> {
    await this.page.goto('/community/signup');
  }

  error(text: string): Locator {
    return this.form.getByRole('alert').filter({ hasText: text });
  }

  async fill(details: SignupDetails): Promise<void> {
    await this.firstName.fill(details.firstName);
    await this.lastName.fill(details.lastName);
    await this.email.fill(details.email);
    if (details.phone) await this.phone.fill(details.phone);
    if (details.age) await this.age.fill(details.age);
    if (details.city) await this.city.fill(details.city);
  }
}
