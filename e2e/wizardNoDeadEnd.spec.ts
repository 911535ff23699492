import { changeFilterInfo } from '../src/contract/filterCalls';
import { stepPath } from '../src/contract/wizardStepCatalog';
import { CHILD, SPOUSE } from '../testing/fixtures';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

/** A second child, as document 3 sends one. */
const LEO = {
  ...CHILD,
  primary_info: { ...CHILD.primary_info, first_name: 'Leo', birthdate: '09/09/2018', ssn: '555442222' },
};

const DENTAL = 'Harborline Dental Essentials';

test('a Family → Member + Spouse tier change shows the children to remove; removing them lets the shopper go on', async ({
  page,
}) => {
  const errors = watchErrors(page);
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Family', dob: '04/12/1985' } },
    plans: [DENTAL],
  });
  await maria.save('dependent', { dependents: [SPOUSE, CHILD, LEO] });
  await maria.saveBefore('review');
  const toSpouse = () =>
    maria.browser.ok(changeFilterInfo, { params: { tempId: maria.id }, body: { tier: 'IS' } });
  await toSpouse();

  // Review is not where a list that no longer fits goes: the dependents open, saying why.
  await maria.openPage(stepPath('review'));
  await expect(page).toHaveURL(new RegExp(`${stepPath('dependent')}$`));
  const notice = page.getByRole('region', { name: 'Your tier is now Member + Spouse' });
  await expect(notice).toContainText('It does not cover these 2 dependents:');
  await expect(notice.getByRole('listitem')).toHaveText(['Ana Lopez (Child)', 'Leo Lopez (Child)']);
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectAccessible(page, 'dependents not covered by the tier');

  // Changing the tier back keeps everyone, and the step may be left again.
  await notice.getByRole('button', { name: 'Change the tier back to Family' }).click();
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();

  // Member + Spouse again: removing the two children leaves the spouse, and Next goes on.
  await toSpouse();
  await page.reload();
  await notice.getByRole('button', { name: 'Remove these 2 dependents' }).click();
  await expect(notice).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Luis', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ana', exact: true })).toHaveCount(0);
  await expect(page.getByText('You can proceed further clicking next button')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Review before the steps it summarizes are saved opens the first one not saved', async ({ page }) => {
  const errors = watchErrors(page);
  const maria = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } },
    plans: [DENTAL],
  });
  await maria.checkOut();
  await maria.openPage(stepPath('review'));
  await expect(page).toHaveURL(new RegExp(`${stepPath('personal')}$`));
  await expect(page.getByRole('heading', { name: 'Personal Information', exact: true })).toBeVisible();

  await maria.save('personal');
  await maria.save('contact');
  await maria.openPage(stepPath('review'));
  await expect(page).toHaveURL(new RegExp(`${stepPath('billing')}$`));
  await expect(page.getByRole('heading', { name: 'Billing Information' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("José O'Brien types his name as it is and it goes through to the receipt; Review's button says Submit application", async ({
  page,
}) => {
  const errors = watchErrors(page);
  const jose = await buildEnrollment(page, {
    for: { shopper: { zip: '90210', gender: 'Male', tier: 'Member Only', dob: '04/12/1985' } },
    plans: [DENTAL],
  });
  await jose.openStep('personal');
  await page.getByLabel('First Name').fill('José');
  await page.getByLabel('Last Name').fill("O'Brien");
  await page.getByLabel('Marital Status').selectOption({ label: 'Single' });
  await page.getByLabel('Social Security Number').fill('123456789');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Contact Information', exact: true })).toBeVisible();
  await jose.openStep('review');

  await expect(page.getByRole('region', { name: 'Personal Info' })).toContainText("José O'Brien");
  // The plan with its carrier and the option chosen.
  await expect(page.getByRole('complementary', { name: 'Your plans' })).toContainText(
    /Harborline Dental Essentials \$[\d.]+Harborline Mutual, Basic/,
  );
  // The button says what it does, and Save and Continue Later is not beside it.
  const actions = page.locator('.step-actions');
  await expect(actions.getByRole('button')).toHaveText(['Submit application']);
  await actions.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('heading', { name: "Thank you, José O'Brien!" })).toBeVisible();
  expect(errors).toEqual([]);
});
