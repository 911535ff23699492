import { expect, type Locator } from '@playwright/test';

/**
 * Presses a button that opens a pop-up until the pop-up is open. On a busy machine a page still
 * putting in its late parts has closed a pop-up opened at once (its focus back on the button, as a
 * closed dialog leaves it; the doctor site's Tools menu likewise, doctorSite.spec.ts): a person sees
 * it close and presses again.
 */
export async function openDialog(button: Locator, dialog: Locator): Promise<void> {
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
