import type { Page } from '@playwright/test';
import { buildEnrollment } from './builtEnrollment';
import { expect, test } from './fixtures';
import { mailWith, waitForMailWith } from './mailbox';
import { expectAccessible, watchErrors } from './pageChecks';
import { uniqueEmail } from './uniqueNames';

const MARIA = { zip: '90210', gender: 'Female', tier: 'Member Only', dob: '04/12/1985' } as const;

/** Maria's dental enrollment with Personal Information saved through the contract, open on Contact Information. */
async function toContactStep(page: Page) {
  const maria = await buildEnrollment(page, {
    for: { shopper: MARIA },
    plans: ['Harborline Dental Essentials'],
  });
  await maria.openStep('contact');
}

// That the code works once is the API's
// (src/server/features/enrollmentMail/resume.api.test.ts: 'e-mails a code; … in another browser, once').
test('save and continue later: the e-mailed code resumes the enrollment in another browser', async ({
  page,
  browser,
}) => {
  const errors = watchErrors(page);
  // The address the code goes to: this test's own, so the mail read is this test's.
  const savedTo = uniqueEmail('maria.saved');
  await toContactStep(page);
  // Entries typed but not saved with Next are kept as a draft.
  await page.getByLabel(/^Email( \*)?$/).fill('maria.draft@example.com');
  await page.getByLabel('Address Line 1').fill('77 Draft Lane');
  await page.getByRole('button', { name: 'Save and Continue Later' }).click();
  const ask = page.getByRole('dialog', {
    name: 'Please enter the alternate email you want to send Enrollment code to?',
  });
  await ask.getByLabel('Email').fill('maria@');
  await ask.getByRole('button', { name: 'Send Code' }).click();
  await expect(ask.locator('#field-email-error')).toHaveText('Enter valid email address');
  await expectAccessible(page, 'save later');
  await ask.getByLabel('Email').fill(savedTo);
  await ask.getByRole('button', { name: 'Send Code' }).click();
  const saved = page.getByRole('dialog', { name: 'Information Saved!!! Check your email to continue' });
  await saved.getByRole('button', { name: 'Done' }).click();
  expect(errors).toEqual([]);

  // The outbox worker writes the message within a few seconds.
  const mail = await waitForMailWith(`To: ${savedTo}`);
  const code = /Your code: ([A-Z0-9]{8})/.exec(mail)?.[1] ?? '';
  expect(code).toMatch(/^[A-Z2-9]{8}$/);

  const other = await (await browser.newContext()).newPage();
  await other.goto('/continue-enrollment');
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other.locator('#field-code-error')).toHaveText('Field is required');
  await other.getByLabel('Enter Code').fill(code);
  await other.getByLabel('Enter Email Address').fill(savedTo);
  await expectAccessible(other, 'continue enrollment');
  await other.getByRole('button', { name: 'Continue' }).click();
  await expect(other).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(other.getByRole('heading', { name: 'Contact Information' })).toBeVisible();
  await expect(other.getByLabel(/^Email( \*)?$/)).toHaveValue('maria.draft@example.com');
  await expect(other.getByLabel('Address Line 1')).toHaveValue('77 Draft Lane');
  await other.getByRole('link', { name: 'Back' }).click();
  await expect(other.getByLabel('First Name')).toHaveValue('Maria');
});

test("save and continue later: the e-mail's link opens the saved step", async ({ page, browser }) => {
  const savedTo = uniqueEmail('link.saved');
  await toContactStep(page);
  await page.getByRole('button', { name: 'Save and Continue Later' }).click();
  const ask = page.getByRole('dialog', {
    name: 'Please enter the alternate email you want to send Enrollment code to?',
  });
  await ask.getByLabel('Email').fill(savedTo);
  await ask.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Information Saved!!! Check your email to continue' }),
  ).toBeVisible();
  let link = '';
  await expect(async () => {
    link = /(\/direct-continue\/[A-Za-z0-9_-]+\/[A-Za-z0-9_-]+)/.exec(mailWith(`To: ${savedTo}`))?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 30_000 });
  // Another browser, with an enrollment of its own, opens the link.
  const other = await (await browser.newContext()).newPage();
  const visitor = await buildEnrollment(other, {
    for: { shopper: { zip: '10001', gender: 'Male', tier: 'Member Only', dob: '01/01/1980' } },
    plans: [],
  });
  await visitor.openPage('/plans');
  await expect(other.getByRole('heading', { name: 'Plans for you' })).toBeVisible();
  await other.goto(link);
  await expect(other).toHaveURL(/\/enrollment\/contact-info$/);
  await expect(other.getByRole('heading', { name: 'Contact Information' })).toBeVisible();

  // The first browser no longer holds the enrollment: it says where it went and how to go on.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This enrollment continued elsewhere' })).toBeVisible();
  await expect(page.getByText('We could not load your enrollment')).toHaveCount(0);
  await expectAccessible(page, 'enrollment continued elsewhere');
  await expect(page.getByRole('link', { name: 'Continue Enrollment' })).toHaveAttribute(
    'href',
    '/continue-enrollment',
  );

  // Opening the resume page there clears what
  // it had stored before any call, so nothing asks for the enrollment that moved away.
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 404) missing.push(response.url());
  });
  await page.goto('/continue-enrollment');
  await expect(page.getByRole('heading', { name: 'Continue Enrollment' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
});
