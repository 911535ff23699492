import { expect, type Locator, test } from '@playwright/test';
import { expectAccessible, watchErrors } from './pageChecks';
import { startShopping } from './shopper';

/** An image that actually loaded (a drawn SVG under public/), not a broken link. */
async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

test('logos, footer icon, toasts, the Cart trail and the lines that cannot be removed', async ({ page }) => {
  const errors = watchErrors(page);
  await startShopping(page, { zip: '73301', gender: 'Female', tier: 'Member Only', dob: '12/05/1990' });

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
