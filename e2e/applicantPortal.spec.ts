import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillEligibility } from './shopper';

test("an applicant from a rep's page without a portal picks a platform by keyboard, then sees prices", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Elena Cruz sells through two portals; her own landing page is configured with neither.
  await page.goto('/elena-cruz');
  await expect(page.locator('.hero__owner')).toHaveText('Elena Cruz');
  await fillEligibility(page, { zip: '33101', gender: 'Female', tier: 'Member Only', dob: '03/03/1985' });
  await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();

  const dialog = page.getByRole('dialog', { name: 'Choose Enrollment Portal' });
  await expect(dialog).toBeVisible();
  const portal = dialog.getByLabel('Enrollment Portal', { exact: true });
  // Only her portals are offered, and an applicant picks no group.
  await expect(portal.getByRole('option')).toHaveText([
    'Please Select',
    'Direct Enrollment',
    'Worksite Portal',
  ]);
  await expect(dialog.getByLabel('Group')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Choose a price option' })).toHaveCount(0);
  await expectAccessible(page, 'portal chooser');

  // Submitted empty, by keyboard (the dialog puts focus on its first field): the summary takes
  // focus and names the field.
  await expect(portal).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Submit' })).toBeFocused();
  await page.keyboard.press('Enter');
  const summary = dialog.getByRole('alert');
  await expect(summary).toContainText('Please choose a platform');
  await expect(summary).toBeFocused();
  await expect(dialog.locator('#field-platform_group_id-error')).toHaveText('Please choose a platform');
  await expectAccessible(page, 'portal chooser with its error');

  await summary.getByRole('link', { name: 'Please choose a platform' }).press('Enter');
  await expect(portal).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(portal).toHaveValue(/\d+/);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  const options = page.getByRole('group', { name: 'Choose a price option' }).getByRole('radio');
  await expect(options.first()).toBeChecked();
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose Enrollment Portal' })).toHaveCount(0);
  await expectAccessible(page, 'plan page priced after the choice');
  expect(errors).toEqual([]);
});
