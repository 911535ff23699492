import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';
import { shopperOnPlans, startShopping } from './shopper';

const NOT_FOUND = 'OOPS! Page not found';

test("every route under a landing prefix opens that route as the landing owner's visitor", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/jordan-ellis/plans?type=dental');
  await expect(page).toHaveURL(/\/plans\?type=dental$/);
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Harborline Dental Essentials' })).toBeVisible();
  // The slug's rep is the visitor's now: the landing page names him.
  await page.goto('/');
  await expect(page.locator('.hero__owner')).toHaveText('Jordan Ellis');

  // A visitor already of that rep keeps the cart the prefix leads to.
  await startShopping(page, { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' });
  await page.getByRole('link', { name: 'More Info about Harborline Dental Essentials' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await page.goto('/jordan-ellis/cart');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('heading', { name: 'My Cart' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('Harborline Dental Essentials');

  // An unknown slug before a route is not found.
  await page.goto('/no-such-rep/cart');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  expect(errors).toEqual([]);
});

test('/enrollment opens the first unfinished step, or the start page without an enrollment', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto('/enrollment');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'View Plans' })).toBeVisible();

  // Checked out through the contract: /enrollment opens Personal Information; with it saved, Contact.
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
    plans: ['Harborline Dental Essentials'],
  });
  await maria.checkOut();
  await maria.openPage('/enrollment');
  await expect(page).toHaveURL(/\/enrollment\/personal-info$/);
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible();
  await maria.save('personal');
  await page.goto('/');
  await page.goto('/enrollment/');
  await expect(page).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(page.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("/PlanQuestionView shows a plan's health questions to read under the shopper's details", async ({
  page,
}) => {
  const errors = watchErrors(page);
  await shopperOnPlans(page, { zip: '60601', gender: 'Male', tier: 'Member Only', dob: '09/30/1979' });
  await page.goto('/PlanQuestionView?plan=191');
  await expect(
    page.getByRole('heading', { name: 'Health Questions: Crescent Critical Illness 10K' }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' })).toBeVisible();
  const questions = page.locator('.question-view__list > li');
  await expect(questions).toHaveCount(4);
  // Read only: nothing to answer here; the plan's page is where they are answered.
  await expect(page.getByRole('radio')).toHaveCount(0);
  await expect(page.getByRole('link', { name: "the plan's page" })).toHaveAttribute(
    'href',
    '/plan/191/crescent-critical-illness-10k',
  );
  await expectAccessible(page, 'plan question view');
  // No plan named, or no such plan: not found.
  await page.goto('/PlanQuestionView');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  await page.goto('/PlanQuestionView?plan=999999');
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
  expect(errors).toEqual([]);
});

test('/confirmation/, /website and /BenAdvanceHome lead to their pages, not to "Page not found"', async ({
  page,
}) => {
  const errors = watchErrors(page);
  // Without an enrollment just submitted, the confirmation (the receipt) has nothing to show: home.
  await page.goto('/confirmation/');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'View Plans' })).toBeVisible();
  // The visitor's home: a plain shopper's is the landing page; a rep's landing visitor's too.
  await page.goto('/BenAdvanceHome');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'View Plans' })).toBeVisible();
  await page.goto('/jordan-ellis/BenAdvanceHome');
  await expect(page.locator('.hero__owner')).toHaveText('Jordan Ellis');
  // /website is the Elevate site page, /websites.
  await page.goto('/website?group=jordan-ellis');
  await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
  await expect(page.locator('.hero__owner')).toHaveText('Jordan Ellis');
  expect(errors).toEqual([]);
});
