import type { Locator, Page } from '@playwright/test';

/** The member import wizard (Community tab, "Import") and the "Past imports" list. */
export class AdminImportWizard {
  readonly dialog: Locator;
  readonly counts: Locator;
  readonly progress: Locator;
  readonly pastImports: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Import members' });
    this.counts = this.dialog.getByRole('list', { name: 'Import counts' });
    this.progress = this.dialog.getByRole('progressbar', { name: 'Import progress' });
    this.pastImports = page.getByRole('dialog', { name: 'Past imports' });
  }

  /** The file input of the upload step (antd's dragger hides it behind its button). */
  fileInput(): Locator {
    return this.dialog.locator('input[type=file]');
  }

  fieldFor(column: string): Locator {
    return this.dialog.getByRole('combobox', { name: `Field for ${column}` });
  }

  /** The shown value of a column's select (the combobox is its search input). */
  shownField(column: string): Locator {
    return this.fieldFor(column).locator(
      'xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
    );
  }

  /** A button of the footer (the corner × is also named Close). */
  button(name: string): Locator {
    return this.dialog.locator('.ant-modal-footer').getByRole('button', { name, exact: true });
  }

  count(what: string): Locator {
    return this.counts.getByRole('listitem').filter({ hasText: what });
  }
}
