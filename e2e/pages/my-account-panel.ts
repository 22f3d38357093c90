import type { Locator, Page } from '@playwright/test';

/**
 * The "My account" tab of /community: a signed-in member's own data, to see, correct, download or
 * delete.
 */
export class MyAccountPanel {
  readonly panel: Locator;
  readonly profile: Locator;
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly city: Locator;
  readonly age: Locator;
  readonly saveProfile: Locator;
  readonly currentEmail: Locator;
  readonly newEmail: Locator;
  readonly changeEmail: Locator;
  readonly emailUpdates: Locator;
  readonly newsletter: Locator;
  readonly testimonies: Locator;
  readonly counselingRequests: Locator;
  readonly download: Locator;
  readonly deleteAccount: Locator;
  readonly deleteDialog: Locator;
  readonly confirmEmail: Locator;
  readonly confirmDelete: Locator;

  constructor(readonly page: Page) {
    this.panel = page.getByRole('tabpanel', { name: 'My account' });
    this.profile = this.panel.getByRole('form', { name: 'Your profile' });
    this.firstName = this.profile.getByRole('textbox', { name: 'First Name', exact: true });
    this.lastName = this.profile.getByRole('textbox', { name: 'Last Name', exact: true });
    this.city = this.profile.getByRole('textbox', { name: 'City', exact: true });
    this.age = this.profile.getByRole('spinbutton', { name: 'Age' });
    this.saveProfile = this.profile.getByRole('button', { name: 'Save Profile' });
    this.currentEmail = this.panel.getByTestId('my-email');
    this.newEmail = this.panel.getByRole('textbox', { name: 'New e-mail address' });
    this.changeEmail = this.panel.getByRole('button', { name: 'Change E-mail' });
    this.emailUpdates = this.panel.getByRole('checkbox', { name: 'Subscribe to email updates' });
    this.newsletter = this.panel.getByRole('checkbox', { name: /^Newsletter/ });
    this.testimonies = this.panel
      .getByRole('list', { name: 'My testimonies' })
      .getByRole('listitem');
    this.counselingRequests = this.panel
      .getByRole('list', { name: 'My counseling requests' })
      .locator(':scope > li');
    this.download = this.panel.getByRole('link', { name: 'Download My Data' });
    this.deleteAccount = this.panel.getByRole('button', { name: 'Delete My Account' });
    this.deleteDialog = page.getByRole('dialog', { name: 'Delete your account?' });
    this.confirmEmail = this.deleteDialog.getByRole('textbox', {
      name: /Type your e-mail address/,
    });
    this.confirmDelete = this.deleteDialog.getByRole('button', { name: 'Delete Account' });
  }

  /** A testimony of the list by its title. */
  testimony(title: string): Locator {
    return this.testimonies.filter({ has: this.page.getByRole('heading', { name: title }) });
  }

  error(text: string): Locator {
    return this.panel.getByRole('alert').filter({ hasText: text });
  }
}
