import type { Locator, Page } from '@playwright/test';
import type { AdminDashboardPage } from './admin-dashboard-page';
import { chooseOption } from './select';

/** The dashboard's Staff tab (docs/architecture.md, "Staff roles and permissions"). */
export class AdminStaffTab {
  readonly section: Locator;
  readonly invite: Locator;
  readonly table: Locator;

  constructor(readonly dashboard: AdminDashboardPage) {
    const page = dashboard.page;
    this.section = page.getByRole('region', { name: 'Staff', exact: true });
    this.invite = this.section.getByRole('button', { name: 'Invite staff' });
    this.table = this.section.getByRole('table');
  }

  async open(): Promise<void> {
    await this.dashboard.open('Staff', 'Staff');
  }

  row(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email });
  }

  /** Invites `email` as `roleLabel` (e.g. "Pastoral care") through the dialog. */
  async inviteStaff(email: string, roleLabel: string): Promise<void> {
    await this.invite.click();
    const dialog = this.dashboard.dialog('Invite staff');
    await dialog.getByLabel('E-mail').fill(email);
    await chooseOption(
      this.dashboard.page,
      dialog.getByRole('combobox', { name: 'Role' }),
      roleLabel,
    );
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
  }
}

/** The pages an e-mailed link opens: accepting an invitation, choosing a new password. */
export class AccountLinkPage {
  constructor(readonly page: Page) {}

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }
}
