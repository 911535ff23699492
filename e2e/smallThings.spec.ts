import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';

/** An image that actually loaded (a drawn SVG under public/), not a broken link. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('logos, footer icon, toasts, the Cart trail and the lines that cannot be removed', async ({ page }) => {
  const errors = watchErrors(page);
  await shopperOnPlans(page, { zip: '73301', gender: 'Female', tier: 'Member Only', dob: '12/05/1990' });

  // Carrier logos on the cards are decorative: the carrier's name is the text beside them.
  const card = page.getByRole('article', { name: 'Summit Health Bronze' });
  const logo = card.locator('img.plan-card__logo');
  await expect(logo).toHaveAttribute('alt', '');
  await expect(logo).toHaveAttribute('src', '/carriers/summit-health-partners.svg');
  await expectLoaded(logo);
  await expect(card).toContainText('Summit Health Partners');
  await expectLoaded(page.locator('footer img.site-footer__icon'));

  await card.getByRole('link', { name: 'More Info about Summit Health Bronze' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page
    .getByRole('dialog', { name: 'Association Membership' })
    .getByRole('button', { name: 'Add Plan and Membership' })
    .click();

  // The toast is in the polite live region, titled as the spec has it.
  const toasts = page.getByRole('status').filter({ hasText: 'Success!' });
  await expect(toasts).toContainText('Success! Plan added to your cart.');
  await expect(toasts).toHaveAttribute('aria-live', 'polite');

  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(trail.getByRole('link', { name: 'Plan Details' })).toHaveAttribute('href', /^\/plan\/121\//);
  await expect(trail.getByText('Cart')).toHaveAttribute('aria-current', 'page');
  const order = page.getByRole('region', { name: 'Order Info' });
  await expect(order.getByRole('heading', { name: 'Included in your order' })).toBeVisible();
  await expect(order.getByRole('listitem')).toContainText(['Association Membership Bronze']);
  await expectAccessible(page, 'cart with a toast');

  await page.getByRole('button', { name: 'Remove Summit Health Bronze' }).click();
  const removed = 'Summit Health Bronze removed from your cart.';
  await expect(page.getByRole('status').filter({ hasText: 'Success!' })).toContainText(removed);
  // A toast can be dismissed before it goes by itself.
  await page.getByRole('button', { name: `Dismiss: ${removed}` }).click();
  await expect(page.getByText(removed)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("a cart line the shopper's new details cannot buy: a 'Warning!' toast, announced, that goes by itself", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The page's clock runs as usual until the test moves it on past the toast's time.
  await page.clock.install();
  // Keystone Accident Plan is sold only in some zip areas (Beverly Hills is one, Chicago is not).
  await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  await page.getByRole('link', { name: 'More Info about Keystone Accident Plan' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  const warning = page.getByRole('status').filter({ hasText: 'Warning!' });
  await expect(warning).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Plans' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  const details = page.getByRole('dialog', { name: 'Basic Details' });
  await details.getByLabel('Zip Code').fill('60601');
  await details.getByRole('button', { name: 'Update' }).click();
  await expect(details).toBeHidden();
  await page.getByRole('link', { name: /View Cart/ }).click();

  const message = 'Some plans in your cart are no longer available for your details. Please remove them.';
  await expect(warning).toContainText(`Warning! ${message}`);
  await expect(warning).toHaveAttribute('aria-live', 'polite');
  await expect(
    page.getByText('This plan is no longer available for your details. Please remove it.'),
  ).toBeVisible();
  await expectAccessible(page, 'cart with a warning');

  await page.clock.fastForward(9000);
  await expect(page.getByText(message)).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the cart's toast covers nothing and stays on the cart; the cart link counts 1 item", async ({
  page,
}) => {
  const errors = watchErrors(page);
  // The page's clock stands still (timers run): however quick the shopper is, a toast goes with the
  // page after the one it was carried to.
  await page.clock.setFixedTime(new Date());
  await shopperOnPlans(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  // On a phone, where the screen has the least room.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  const toast = page.locator('.toast').filter({ hasText: 'Plan added to your cart.' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('link', { name: /^View Cart 1 item, \$/ })).toBeVisible();

  // Nothing the shopper reads or uses lies under the toast.
  const covered = await toast.evaluate((card) => {
    const box = card.getBoundingClientRect();
    const under = [
      ...document.querySelectorAll('main label, main h1, main h2, main button, main a, main select'),
    ];
    return under
      .filter((element) => !card.contains(element))
      .filter((element) => {
        const other = element.getBoundingClientRect();
        return (
          other.width > 0 &&
          other.left < box.right &&
          other.right > box.left &&
          other.top < box.bottom &&
          other.bottom > box.top
        );
      })
      .map((element) => element.textContent);
  });
  expect(covered).toEqual([]);

  // The toast was about the cart: it does not follow the shopper into the wizard.
  await page.getByLabel('Effective Date').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  // At once: well before the toast's own time would have taken it.
  await expect(page.getByText('Plan added to your cart.')).toHaveCount(0, { timeout: 1000 });
  expect(errors).toEqual([]);
});
