import { expect, test } from './fixtures';
import { expectAccessible, watchErrors } from './pageChecks';

test("the help widget's assistant takes a visitor's questions to the rep", async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/jordan-ellis');
  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('region', { name: 'Help' });
  await expect(help.getByRole('link', { name: 'Submit a support ticket' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(help.getByRole('link', { name: 'Send feedback' })).toBeVisible();
  await help.getByRole('button', { name: 'Contact your rep' }).click();
  const chat = help.getByRole('region', { name: 'Contact Jordan Ellis' });
  await expectAccessible(page, 'assistant');

  // An empty answer shows the error for five seconds.
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('alert')).toHaveText('Field is required');
  await expect(chat.getByRole('alert')).toHaveCount(0);

  await chat.getByLabel('What is your name?').fill('Ann Lee');
  await chat.getByLabel('What is your name?').press('Enter');
  const contact = chat.getByLabel('How can we reach you? Your phone number or e-mail.');
  await contact.fill('ann@example.com');
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByLabel('What would you like help with?').fill('Dental for my family');
  await chat.getByLabel('What would you like help with?').press('Enter');
  await expect(chat).toContainText('Please allow 24 hours for them to reach out.');

  await chat.getByRole('button', { name: 'Edit your answer to: What is your name?' }).click();
  const name = chat.getByRole('textbox', { name: 'What is your name?' });
  await expect(name).toHaveValue('Ann Lee');
  await name.fill('Ann B. Lee');
  await name.press('Enter');
  await expect(chat.getByRole('log')).toContainText('Ann B. Lee');
  await expect(chat.getByRole('log')).not.toContainText('Ann Lee ');
  // Back in the menu, the visitor sees that the rep has their message.
  await help.getByRole('button', { name: 'Back' }).click();
  await expect(help).toContainText('Please allow 24 hours for them to reach out.');
  expect(errors).toEqual([]);
});
