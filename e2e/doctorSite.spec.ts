import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

test("the doctor-branded host: the site's branding, the six-step wizard and recommended plans", async ({
  page,
}, info) => {
  const errors = watchErrors(page);
  const port = new URL(info.project.use.baseURL ?? '').port;
  // The page shell carries the site's branding: the first render needs no call for it.
  const brandingCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/get-external-site-dynamic-information')) brandingCalls.push(request.url());
  });
  await page.goto(`http://doctor.localhost:${port}/`);
  await expect(page.getByRole('img', { name: 'Summit Family Practice Benefits' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recommended plans' })).toBeVisible();
  // Before the visitor's age, zip code and tier are known, a recommended plan shows no "from" figure
  // (the lowest rate for anyone is rarely theirs): it says what its price depends on (issue 40).
  await expect(page.getByRole('article').first()).toContainText(
    'Your price depends on your age, zip code and coverage tier.',
  );
  await expect(page.getByText(/From \$/)).toHaveCount(0);
  await expect(page.locator('.hero__owner')).toHaveText('Summit Family Practice');
  await expect.poll(() => page.evaluate(() => caches.has('fetch_color_cache'))).toBe(true);
  expect(brandingCalls).toEqual([]);
  // Opened again if a late focus change of the loading page (its form, the banner) closed it meanwhile.
  const tools = page.getByRole('button', { name: 'Tools', exact: true });
  await expect(async () => {
    if ((await tools.getAttribute('aria-expanded')) !== 'true') await tools.click();
    await expect(page.getByRole('link', { name: 'Rep Dashboard' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Rep Dashboard' })).toHaveAttribute(
    'href',
    'https://portal.benefitstore.example/rep?repCode=EC2B5N8V',
  );
  await expect(page.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();

  const wizard = page.getByRole('form', { name: 'Find plans for you' });
  await expect(wizard).toContainText('Step 1 of 6: Zip Code');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.locator('#field-zip-error')).toHaveText('Field is required');
  await wizard.getByLabel('Zip Code').fill('00000');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.locator('#field-zip-error')).toHaveText('Invalid Zip code');
  await wizard.getByLabel('Zip Code').fill('33101');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard).toContainText('Step 2 of 6: Date of Birth');
  await wizard.getByLabel('Date of Birth').pressSequentially('01012015');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.locator('#field-dob-error')).toHaveText('You must be 18 years to proceed');
  await wizard.getByLabel('Date of Birth').fill('');
  await wizard.getByLabel('Date of Birth').pressSequentially('05051980');
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard).toContainText('Step 3 of 6: Gender');
  await wizard.getByLabel('Female', { exact: true }).check();
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard).toContainText('Step 4 of 6: Coverage Tier');
  await wizard.getByLabel('Tier').selectOption({ label: 'Member Only' });
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard).toContainText('Step 5 of 6: Plan Categories');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.locator('#field-categories-error')).toHaveText('Choose at least one plan category');
  await expectAccessible(page, 'wizard categories');
  await wizard.getByLabel('Dental').check();
  await wizard.getByLabel('Vision').check();
  await wizard.getByRole('button', { name: 'Next' }).click();

  await expect(wizard).toContainText('Step 6 of 6: Coverage Interest');
  await wizard.getByLabel('Low cost').check();
  await wizard.getByRole('button', { name: 'View Plans' }).click();
  await expect(page).toHaveURL(/\/plans\?type=dental,vision$/);
  await expect(page.getByRole('heading', { name: 'Plans for you' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Dental' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Vision' })).toBeChecked();
  expect(errors).toEqual([]);
});
