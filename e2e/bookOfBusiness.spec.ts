import { readFile } from 'node:fs/promises';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, expectFitsPhoneWidth, watchErrors } from './pageChecks';
import { signedIn } from './signedIn';
import { uniqueSurname } from './uniqueNames';

test('a rep finds an enrollment they started in the book of business, downloads the CSV and continues it', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Priya Nair's direct enrollment with Personal Information saved, through the contract; the
  // surname is this test's own, so the search finds its row only.
  const surname = uniqueSurname('Booker');
  const name = `Rosalind ${surname}`;
  const started = await buildEnrollment(page, {
    for: {
      rep: 'priya.nair@example.com',
      portal: 'Direct Enrollment',
      shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' },
    },
    plans: ['Harborline Dental Essentials'],
  });
  await started.save('personal', { first_name: 'Rosalind', last_name: surname, marital_status: '0' });

  // From the rep's home to the book.
  await started.openPage('/agent-home');
  await page.getByRole('link', { name: 'Book of Business' }).click();
  await expect(page.getByRole('heading', { name: 'Book of Business' })).toBeVisible();
  await expect(page).toHaveTitle(/Book of Business/);
  await page.getByLabel('Search by name or policy ID').fill(surname.toLowerCase());
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('In progress');
  await expect(row).toContainText('Personal Information saved');
  await expect(row).toContainText('Harborline Dental Essentials');
  await expect(row).not.toContainText('6789');
  await page.getByLabel('Status').selectOption({ label: 'Submitted' });
  await expect(page.getByText('No enrollments found.')).toBeVisible();
  await page.getByLabel('Status').selectOption({ label: 'In progress' });
  await expect(row).toHaveCount(1);
  await expectAccessible(page, 'book of business');

  // The CSV holds the same row, searched as the page is.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^book-of-business-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path()) ?? '', 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(
    new RegExp(`^${name},,In progress,,Personal Information,Harborline Dental Essentials,`),
  );

  // On a phone the rows are cards: each detail under its label, nothing beyond the edge.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('columnheader', { name: 'Policy ID' })).not.toBeInViewport();
  const cell = row.locator('td[data-label="Status"]');
  expect(await cell.evaluate((element) => getComputedStyle(element).display)).toBe('grid');
  expect(await cell.evaluate((element) => getComputedStyle(element, '::before').content)).toBe('"Status"');
  await expectFitsPhoneWidth(page, 'book of business on a phone');
  await page.setViewportSize({ width: 1280, height: 800 });

  // Continue, by keyboard: the wizard opens on the step saved, with what was saved.
  const resume = page.getByRole('button', { name: `Continue: ${name}` });
  await resume.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(page.getByLabel('First Name')).toHaveValue('Rosalind');
  expect(errors).toEqual([]);
});

test('a group administrator sees the book without Continue', async ({ page }) => {
  const errors = watchErrors(page);
  await signedIn(page, 'admin.2556@example.com');
  await page.goto('/group-home');
  await page.getByRole('link', { name: 'Book of Business' }).click();
  await expect(page.getByRole('heading', { name: 'Book of Business' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Continue/ })).toHaveCount(0);
  await expectAccessible(page, 'group book of business');
  expect(errors).toEqual([]);
});
