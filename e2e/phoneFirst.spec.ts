import type { Locator, Page } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, PHONE_WIDTH, watchErrors } from './pageChecks';
import { expectReadsWhole } from './readsWhole';
import { fillEligibility } from './shopper';
import { fillBank, fillContact, fillPersonal, signWithTypedName } from './wizardSteps';

const PLAN = 'Harborline Dental Essentials';
const STORE = 'Benefit Store';
/** WCAG 2.5.8's least target size, in CSS px. */
const TARGET = 24;

/** The control's clickable box is at least 24 by 24 CSS px. */
async function expectTargetSize(control: Locator, what: string): Promise<void> {
  const box = await control.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    return { width: rect.width, height: rect.height };
  });
  expect(box.width, `${what}: width`).toBeGreaterThanOrEqual(TARGET);
  expect(box.height, `${what}: height`).toBeGreaterThanOrEqual(TARGET);
}

/** The element lies wholly inside the viewport's width. */
async function expectWithinWidth(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box, what).not.toBeNull();
  expect(box?.x ?? -1, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY), `${what}: right edge`).toBeLessThanOrEqual(
    width,
  );
}

/** On a phone, the wizard's one progress line and its list of every step, opened and closed by keyboard. */
async function expectPhoneProgress(page: Page, n: number, title: string): Promise<number> {
  const toggle = page.getByRole('button', { name: new RegExp(`^Step ${n} of (\\d+): ${title}$`) });
  await expect(toggle).toBeVisible();
  const total = Number((await toggle.innerText()).match(/of (\d+)/)?.[1]);
  await expect(page).toHaveTitle(`Step ${n} of ${total}: ${title} | ${STORE}`);
  // Compact: one line, at most two short ones on the narrowest phone.
  expect((await toggle.boundingBox())?.height ?? 999).toBeLessThanOrEqual(48);
  const steps = page.getByRole('list', { name: 'Enrollment steps' });
  await expect(steps).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(steps).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveCount(total);
  const current = steps.locator('li[aria-current="step"]');
  await expect(current).toHaveText(title);
  await expect(steps.getByRole('listitem').nth(n - 1)).toHaveAttribute('aria-current', 'step');
  await expectCurrentIconShows(current);
  await page.keyboard.press('Escape');
  await expect(steps).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(steps).toBeVisible();
  await page.keyboard.press('Space');
  await expect(steps).toBeHidden();
  return total;
}

/** The current step's pill shows its icon on a white disc, not brand colour on brand colour. */
async function expectCurrentIconShows(current: Locator): Promise<void> {
  const icon = current.locator('img.stepper__icon');
  await expect(icon).toBeVisible();
  const colours = await icon.evaluate((image) => ({
    disc: getComputedStyle(image).backgroundColor,
    pill: getComputedStyle(image.parentElement as Element).backgroundColor,
  }));
  expect(colours.disc).toBe('rgb(255, 255, 255)');
  expect(colours.pill).not.toBe(colours.disc);
}

for (const width of [390, 320]) {
  test(`a shopper on a ${width} px phone: short banner, one progress line, big targets, a title per page`, async ({
    page,
  }) => {
    test.setTimeout(240_000); // eleven axe scans and every step, on a shared machine
    const errors = watchErrors(page);
    // Each page: the axe scan and the widths (pageChecks.ts); on the narrowest run also everything
    // read whole at 320, 360 and 390 px (readsWhole.ts).
    const checkPage = async (where: string) => {
      await expectAccessible(page, where);
      if (width === PHONE_WIDTH) await expectReadsWhole(page, where);
    };
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    await expect(page).toHaveTitle(`Home | ${STORE}`);

    // The location banner: a short strip in the page's flow under the header (never over a field),
    // its buttons reachable.
    const banner = page.getByRole('region', { name: 'Your location' });
    await expect(banner).toBeVisible();
    const bannerBox = await banner.boundingBox();
    const headerBox = await page.getByRole('banner').boundingBox();
    expect(bannerBox?.height ?? 999).toBeLessThanOrEqual(96);
    expect(bannerBox?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.y ?? 0) + (headerBox?.height ?? 999) - 1);
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    await expectWithinWidth(page, banner.getByRole('button', { name: 'No thanks' }), 'No thanks');
    await checkPage(`landing with the banner at ${width}`);
    await expectTargetSize(page.getByLabel('Female', { exact: true }), 'Gender radio');
    await banner.getByRole('button', { name: 'No thanks' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Zip Code')).toBeVisible();
    await expect(banner).toHaveCount(0);

    // The plan list, titled after the category shown; its checkboxes are big enough.
    await fillEligibility(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
    await expect(page).toHaveTitle(`Plans | ${STORE}`);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const dental = page.getByRole('checkbox', { name: 'Dental', exact: true });
    await expectTargetSize(dental, 'Dental checkbox');
    await dental.check();
    await expect(page).toHaveTitle(`Dental plans | ${STORE}`);
    await checkPage(`dental plans at ${width}`);

    // The plan page and the cart.
    await page.getByRole('link', { name: `More Info about ${PLAN}` }).click();
    await expect(page).toHaveTitle(`${PLAN} | ${STORE}`);
    const option = page.getByRole('group', { name: 'Choose a price option' }).getByRole('radio').first();
    await expectTargetSize(option, 'price option radio');
    await checkPage(`plan page at ${width}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
    await expect(page).toHaveTitle(`Cart | ${STORE}`);
    await checkPage(`cart at ${width}`);
    await page.getByLabel('Effective Date').selectOption({ index: 1 });
    await page.getByRole('button', { name: 'Proceed to Enrollment' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();

    // Each step: one progress line, its list by keyboard, a title of its own, nothing sideways.
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
    const total = await expectPhoneProgress(page, 1, 'Personal Information');
    await checkPage(`personal information at ${width}`);
    await fillPersonal(page);
    await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
    await expectPhoneProgress(page, 2, 'Contact Information');
    await checkPage(`contact information at ${width}`);
    await fillContact(page);
    await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
    await expectPhoneProgress(page, 3, 'Billing Information');
    await checkPage(`billing information at ${width}`);
    await fillBank(page);
    await expect(
      page.getByRole('heading', { name: 'Agreement, Application and Authorization' }),
    ).toBeVisible();
    await expectPhoneProgress(page, 4, 'Agreement & Signature');
    for (const box of await page.getByRole('checkbox').all())
      await expectTargetSize(box, 'agreement checkbox');
    await checkPage(`agreement at ${width}`);
    await signWithTypedName(page);
    await expect(page.getByRole('heading', { name: 'Review and Confirmation' })).toBeVisible();
    await expectPhoneProgress(page, total, 'Review & Confirmation');
    await checkPage(`review at ${width}`);
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you, Maria Lopez!' })).toBeVisible();
    await expect(page).toHaveTitle(`Enrollment receipt | ${STORE}`);
    await checkPage(`receipt at ${width}`);
    expect(errors).toEqual([]);
  });
}

test('on a desk the wizard keeps its pills, the current one showing its icon', async ({ page }) => {
  const errors = watchErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  // On a desk the banner is one short line under the header.
  const banner = page.getByRole('region', { name: 'Your location' });
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())?.height ?? 999).toBeLessThanOrEqual(64);
  await banner.getByRole('button', { name: 'Allow' }).click();
  await expect(banner).toHaveCount(0);
  // The wizard itself: the plan checked out through the contract, the wizard opened on its first step.
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
    plans: [PLAN],
  });
  await maria.openStep('personal');
  const steps = page.getByRole('list', { name: 'Enrollment steps' });
  await expect(steps).toBeVisible();
  await expect(page.getByRole('button', { name: /^Step 1 of \d+: Personal Information$/ })).toBeHidden();
  const total = await steps.getByRole('listitem').count();
  await expect(page).toHaveTitle(`Step 1 of ${total}: Personal Information | ${STORE}`);
  // The pills stand in one row.
  const first = await steps.getByRole('listitem').first().boundingBox();
  const second = await steps.getByRole('listitem').nth(1).boundingBox();
  expect(first?.y).toBe(second?.y);
  await expectCurrentIconShows(steps.locator('li[aria-current="step"]'));
  await expectAccessible(page, 'personal information on a desk');
  expect(errors).toEqual([]);
});

for (const width of [320, 390]) {
  test(`a rep's members are cards at ${width} px, Enroll Now on each, and the pop-ups fit`, async ({
    page,
  }) => {
    test.slow(); // two axe scans on a shared machine
    const errors = watchErrors(page);
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/sign-in');
    await expect(page).toHaveTitle(`Sign In | ${STORE}`);
    await page.getByLabel('E-mail').fill('priya.nair@example.com');
    await page.getByLabel('Password').fill('Demo-Benefits-2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Priya Nair' })).toBeVisible();
    await expect(page).toHaveTitle(`Rep home | ${STORE}`);
    await expectTargetSize(page.getByLabel('Current Member'), 'Current Member radio');
    await page.getByLabel('Current Member').check();
    await page.getByRole('button', { name: 'Start Enrollment' }).click();
    await expect(page.getByRole('heading', { name: 'Current Members' })).toBeVisible();
    await expect(page).toHaveTitle(`Current Members | ${STORE}`);

    // Every member is a card whose buttons are all on screen.
    const members = page.getByRole('region', { name: 'Current members' }).locator('tbody tr');
    await expect(members.first()).toBeVisible();
    const count = await members.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const card = members.nth(i);
      const enroll = card.getByRole('button', { name: /^Enroll Now: / });
      await expect(enroll).toBeVisible();
      await expectWithinWidth(page, enroll, `Enroll Now of member ${i + 1}`);
      await expectWithinWidth(page, card.getByRole('button', { name: /^View: / }), `View of member ${i + 1}`);
      await expectWithinWidth(page, card, `card of member ${i + 1}`);
    }
    // A card lists its details one under another, each after its label.
    const birth = await members.first().locator('td[data-label="Date of Birth"]').boundingBox();
    const email = members.first().locator('td[data-label="Email"]');
    const emailBox = await email.boundingBox();
    expect(emailBox?.y ?? 0).toBeGreaterThan(birth?.y ?? 0);
    expect(emailBox?.x).toBe(birth?.x);
    expect(await email.evaluate((cell) => getComputedStyle(cell, '::before').content)).toBe('"Email"');
    await expectAccessible(page, `current members as cards at ${width}`);

    // Enroll Now's pop-up fits the screen, its Close and its radios whole and big enough.
    await members
      .first()
      .getByRole('button', { name: /^Enroll Now: / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Select Tier' });
    await expect(dialog).toBeVisible();
    await expectWithinWidth(page, dialog, 'Select Tier dialog');
    await expectWithinWidth(page, dialog.getByRole('button', { name: 'Close' }), 'Select Tier Close');
    for (const radio of await dialog.getByRole('radio').all()) await expectTargetSize(radio, 'tier radio');
    await expectAccessible(page, `Select Tier at ${width}`);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    // The footer's code pop-up too.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Employee Enrollment' }).click();
    const code = page.getByRole('dialog', { name: 'Employee Enrollment' });
    await expect(code.getByLabel('Group Code')).toBeVisible();
    await expectWithinWidth(page, code, 'Employee Enrollment dialog');
    await expectWithinWidth(page, code.getByRole('button', { name: 'Close' }), 'Employee Enrollment Close');
    await expectTargetSize(code.getByRole('button', { name: 'Close' }), 'Employee Enrollment Close');
    await code.getByRole('button', { name: 'Close' }).click();
    await expect(code).toBeHidden();
    expect(errors).toEqual([]);
  });
}
