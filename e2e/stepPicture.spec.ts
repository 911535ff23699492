import type { Page } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';

/** The PNG Personal Information sends as its picture when `act` brings the shopper there. */
async function pictureOnArrival(page: Page, act: () => Promise<void>): Promise<Buffer> {
  const sent = page.waitForRequest(
    (request) =>
      request.url().includes('/save-screenshot') &&
      (request.postData() ?? '').includes('"name":"primary_info"'),
  );
  await act();
  const body = JSON.parse((await sent).postData() ?? '{}') as { image?: string };
  const [prefix, data] = String(body.image).split(',');
  expect(prefix).toBe('data:image/png;base64');
  return Buffer.from(data ?? '', 'base64');
}

/** Saves Personal Information with Next, then comes back to it with Contact Information's Back link. */
async function saveAndReturn(page: Page): Promise<Buffer> {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  return pictureOnArrival(page, () => page.getByRole('link', { name: 'Back', exact: true }).click());
}

test("a step's picture shows what the shopper entered, never the Social Security Number", async ({
  page,
}) => {
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
    plans: ['Harborline Dental Essentials'],
  });
  const first = await pictureOnArrival(page, () => maria.openStep('personal'));
  // A PNG (its signature) as wide as three quarters of the page's main part (the first size tried).
  expect(first.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  const mainWidth = await page.locator('main').evaluate((main) => main.getBoundingClientRect().width);
  expect(first.readUInt32BE(16)).toBe(Math.round(Math.ceil(mainWidth) * 0.75));

  await page.getByLabel('First Name').fill('Maria');
  await page.getByLabel('Last Name').fill('Lopez');
  await page.getByLabel('Marital Status').selectOption({ label: 'Married' });
  await page.getByLabel('Social Security Number').fill('123456789');
  const saved = await saveAndReturn(page);
  // What was entered is in the picture.
  expect(saved.equals(first)).toBe(false);

  // The same page pictured again is the same picture; another first name changes it.
  await page.getByLabel('Social Security Number').fill('123456789');
  const again = await saveAndReturn(page);
  expect(again.equals(saved)).toBe(true);
  await page.getByLabel('First Name').fill('Mariana');
  await page.getByLabel('Social Security Number').fill('123456789');
  const otherName = await saveAndReturn(page);
  expect(otherName.equals(again)).toBe(false);
});

test('the Agreement step says the pictures are kept; a store that turned them off takes none and says nothing of them', async ({
  page,
}) => {
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
    plans: ['Harborline Dental Essentials'],
  });
  const sentence = page.getByText(
    'A picture of each page you fill in during this application is kept with your application',
  );
  const pictured = page.waitForRequest((request) => request.url().includes('/save-screenshot'));
  await maria.openStep('agreement');
  await pictured;
  await expect(sentence).toBeVisible();

  // The store's site.json says `step_pictures: false`: its page shell's branding carries it (the
  // apply's part is src/server/catalog/siteFace.api.test.ts); here the shell is given that branding.
  await page.route(
    (url) => url.pathname.startsWith('/enrollment/'),
    async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script type="application\/json" id="site-branding">\{)/,
        '$1"step_pictures":"false",',
      );
      await route.fulfill({ response, body: html });
    },
  );
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/save-screenshot')) pictures.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Agreement, Application and Authorization' })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Consent to Electronic Signature and Records' }),
  ).toBeVisible();
  await expect(sentence).toHaveCount(0);
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  // Past the idle wait a picture would have waited for (2 s at most): none was sent.
  await page.waitForTimeout(3000);
  expect(pictures).toEqual([]);
});
