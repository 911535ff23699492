import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

// Issue 40: every page opened from a link low on the page before it used to open as far down.
test('a plan page opened from low on the plan list opens at its top on a phone, and Back returns to the list', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  const moreInfo = page.getByRole('link', { name: /^More Info about / });
  await expect(moreInfo.first()).toBeVisible();
  const last = moreInfo.last();
  const name = ((await last.getAttribute('aria-label')) ?? (await last.innerText())).replace(
    /^More Info about /,
    '',
  );
  await last.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
  await last.click();

  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(heading).toBeInViewport();
  await expectAccessible(page, 'plan page opened from low on the list');

  await page.goBack();
  await expect(page.getByRole('heading', { name: /plans for you$/i })).toBeVisible();
  expect(errors).toEqual([]);
});
