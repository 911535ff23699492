import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans } from './shopper';
import { signedIn } from './signedIn';

const SHOPPER = { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } as const;

/**
 * Tabs from the header's first link (the brand) through the header and names each control focus
 * lands on (its accessible text), until focus leaves the header.
 */
async function tabThroughHeader(page: Page): Promise<string[]> {
  await page.locator('header.site-header a.brand').focus();
  const reached: string[] = [];
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    const where = await page.evaluate(() => {
      const active = document.activeElement;
      const header = document.querySelector('header.site-header');
      if (!active || active === document.body) return { inHeader: false, name: '' };
      return {
        inHeader: Boolean(header?.contains(active)),
        name: (active.getAttribute('aria-label') ?? (active as HTMLElement).innerText ?? '').trim(),
      };
    });
    if (reached.length > 0 && !where.inHeader) break;
    if (where.inHeader) reached.push(where.name.replace(/\s+/g, ' '));
  }
  return reached;
}

test.describe('the header on a wide screen (1366 px)', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('shows no Menu button; Tab reaches the menus, the cart and Help, which work by keyboard', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await shopperOnPlans(page, SHOPPER);
    const header = page.getByRole('banner');
    // The phone's Menu button stays hidden: the links it folds are all on show.
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeHidden();
    // The header's menus and cart load just after the page: Tab walks them once they are there.
    await expect(header.getByRole('button', { name: 'Plans', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: /View Cart/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Help', exact: true })).toBeVisible();

    const reached = await tabThroughHeader(page);
    expect(reached).not.toContain('Menu');
    expect(reached).toEqual(expect.arrayContaining(['Plans', 'Association Benefits', 'Help']));
    expect(reached.some((name) => / items, /.test(name))).toBe(true);
    // The cart link comes before Help, as they show from left to right.
    expect(reached.findIndex((name) => / items, /.test(name))).toBeLessThan(reached.indexOf('Help'));

    // The cart link opens the cart with Enter.
    await header.getByRole('link', { name: /View Cart/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);

    // Help opens with Space without growing the header, and Escape gives focus back to its button.
    const height = async () => (await header.boundingBox())?.height ?? 0;
    const closedHeight = await height();
    const help = header.getByRole('button', { name: 'Help', exact: true });
    await help.focus();
    await page.keyboard.press(' ');
    const panel = page.getByRole('region', { name: 'Help' });
    await expect(panel.getByRole('link', { name: 'Submit a support ticket' })).toBeVisible();
    expect(await height()).toBe(closedHeight);
    // The panel fits the window: its right edge is on screen.
    const box = await panel.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
    await expectAccessible(page, 'help panel open on a wide screen');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(help).toBeFocused();
    expect(errors).toEqual([]);
  });

  test("a signed-in rep's name and Sign Out are apart, on screen and in the text", async ({ page }) => {
    const errors = watchErrors(page);
    await signedIn(page, 'jordan.ellis@example.com');
    await page.goto('/agent-home');
    await expect(page.getByRole('heading', { name: 'Welcome Jordan Ellis' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    const name = nav.getByRole('link', { name: 'Jordan Ellis', exact: true });
    const signOut = nav.getByRole('button', { name: 'Sign Out', exact: true });
    await expect(signOut).toBeVisible();
    expect(await nav.innerText()).not.toContain('EllisSign');
    expect(await nav.textContent()).toContain('Jordan Ellis Sign Out');
    const nameBox = await name.boundingBox();
    const outBox = await signOut.boundingBox();
    expect((outBox?.x ?? 0) - ((nameBox?.x ?? 0) + (nameBox?.width ?? 0))).toBeGreaterThanOrEqual(8);
    // Sign Out works from the keyboard.
    await signOut.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe('the header on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Tab reaches Menu, the cart and Help; Menu opens with Enter or Space and Escape folds it', async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await shopperOnPlans(page, SHOPPER);
    const header = page.getByRole('banner');
    // The header's parts load just after the page: Tab walks them once they are there.
    await expect(header.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expect(header.getByRole('link', { name: /View Cart/ })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Help', exact: true })).toBeVisible();
    const reached = await tabThroughHeader(page);
    expect(reached).toEqual(expect.arrayContaining(['Menu', 'Help']));
    expect(reached.some((name) => / items, /.test(name))).toBe(true);
    // The folded links are not in the way while Menu is closed.
    expect(reached).not.toContain('Association Benefits');

    const menu = header.getByRole('button', { name: 'Menu', exact: true });
    const association = header.getByRole('link', { name: 'Association Benefits' });
    await menu.focus();
    await page.keyboard.press(' ');
    await expect(association).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(association).toBeHidden();
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(association).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
    expect(errors).toEqual([]);
  });
});
