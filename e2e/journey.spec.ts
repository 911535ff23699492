import { waitForCarrierFilesWith } from './carrierFiles';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { fillBank, fillContact } from './wizardSteps';

test('a shopper goes from the landing page to a receipt', async ({ page }) => {
  const errors = watchErrors(page);

  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Find plans for you' })).toBeVisible();
  await expectAccessible(page, 'landing');

  // A failed submit shows every message and puts focus on the summary.
  await page.getByRole('button', { name: 'View Plans' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Please correct the following' });
  await expect(summary).toBeFocused();
  await expect(page.getByText('Field is required').first()).toBeVisible();
  await expectAccessible(page, 'landing with errors');

  await page.getByLabel('Zip Code').fill('9021');
  await page.getByLabel('Date of Birth').pressSequentially('11232010');
  await expect(page.getByLabel('Date of Birth')).toHaveValue('11/23/2010');
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.getByText('Invalid Zip code').first()).toBeVisible();
  await expect(page.getByText('You must be 18 years to proceed').first()).toBeVisible();

  // The server's own check: a well-formed zip that does not exist.
  await page.getByLabel('Zip Code').fill('00000');
  await page.getByLabel('Female').check();
  await page.getByLabel('Date of Birth').fill('');
  await page.getByLabel('Date of Birth').pressSequentially('04121985');
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.locator('#field-zip-error')).toHaveText('Invalid Zip code');

  await page.getByLabel('Zip Code').fill('90210');
  await page.getByLabel('Tier').selectOption({ label: 'Member Only' });
  await page.getByRole('button', { name: 'View Plans' }).click();

  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Dental' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dental', exact: true })).toBeVisible();
  await expectAccessible(page, 'plans');
  await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Harborline Dental Essentials' })).toBeVisible();
  const basic = page.getByLabel(/^Basic: \$/);
  await expect(basic).toBeChecked();
  await expectAccessible(page, 'plan detail');
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Harborline Dental Essentials', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /View Cart 1 item,/ })).toBeVisible();
  await expectAccessible(page, 'cart');
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page.getByText('Field is required')).toBeVisible();
  await page.getByLabel('Effective Date').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await expect(page.getByRole('dialog', { name: 'Continue to enrollment?' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();

  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Enrollment steps' })).toContainText('Billing Information');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the following' })).toBeFocused();
  await expectAccessible(page, 'personal info with errors');
  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('Social Security Number').fill('123456789');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expectAccessible(page, 'contact info');
  await fillContact(page);
  await expect(page.getByLabel('28th of month')).toBeChecked();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  await expectAccessible(page, 'billing');
  await fillBank(page);

  await expect(page.getByRole('heading', { name: 'Agreement, Application and Authorization' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Signature is required').first()).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  // The name comes from Personal Information, read-only.
  await expect(page.getByLabel('Name of Applicant')).toHaveValue('Maria Lopez');
  const pad = page.locator('canvas');
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 40, { steps: 8 });
  await page.mouse.move(box.x + 220, box.y + 110, { steps: 8 });
  await page.mouse.up();
  await expectAccessible(page, 'agreement');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Billing Info' })).toContainText('••••••••6789');
  await page
    .getByRole('region', { name: 'Personal Info' })
    .getByRole('button', { name: 'View Details' })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Personal Info' }).getByText('•••••6789', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('123456789')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expectAccessible(page, 'review');
  await page.getByRole('button', { name: 'Submit application' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you, Maria Lopez!' })).toBeVisible();
  const confirmation = page.getByText(/Confirmation Number: BS\d{10}/);
  await expect(confirmation).toBeVisible();
  await expectAccessible(page, 'receipt');
  // The carrier hears of it: the feed's round delivers its 834 within a minute (docs/operations.md).
  const policyId = /BS\d{10}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
  expect(await waitForCarrierFilesWith(policyId)).toEqual(['1']);
  const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
  expect(stored).not.toMatch(/123456789|000123456789/);
  expect(stored).not.toContain('tempId');
  // A shopper of the landing page returns to it, as the trail's Home leads there (one rule for Home).
  await page.getByRole('link', { name: 'Return to homepage' }).click();
  await expect(page.getByRole('heading', { name: 'Find plans for you' })).toBeVisible();

  expect(errors).toEqual([]);
});

test('an unknown page says so', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'OOPS! Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Homepage' }).click();
  await expect(page.getByRole('heading', { name: 'Find plans for you' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a shopper removes the only plan and sees the empty cart', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await page.getByLabel('Zip Code').fill('10001');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByLabel('Tier').selectOption({ label: 'Member + Spouse' });
  await page.getByLabel('Date of Birth').pressSequentially('07041970');
  await page.getByRole('button', { name: 'View Plans' }).click();
  await expect(page.getByRole('checkbox', { name: 'Vision' })).toBeVisible();
  await page.getByRole('link', { name: 'More Info about Bluewater Vision Basic' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Bluewater Vision Basic' }).click();
  await expect(page.getByText('No items in cart.')).toBeVisible();
  await expect(page.getByRole('link', { name: /View Cart 0 items/ })).toBeVisible();
  await expectAccessible(page, 'empty cart');
  expect(errors).toEqual([]);
});
