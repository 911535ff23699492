import { expect, test } from './fixtures';
import { waitForMailWith } from './mailbox';
import { expectAccessible, watchErrors } from './pageChecks';

test("a visitor's assistant answers arrive in the rep's mail", async ({ page }) => {
  const errors = watchErrors(page);
  // Unique answers, so this run's mail is told apart from any kept before.
  const stamp = Date.now().toString(36);
  const name = `Rosa Vega ${stamp}`;
  const reach = `rosa.${stamp}@example.com`;
  await page.goto('/jordan-ellis');
  await page.getByRole('button', { name: 'Help' }).click();
  const help = page.getByRole('region', { name: 'Help' });
  await help.getByRole('button', { name: 'Contact your rep' }).click();
  const chat = help.getByRole('region', { name: 'Contact Jordan Ellis' });

  await chat.getByLabel('What is your name?').fill(name);
  await chat.getByLabel('What is your name?').press('Enter');
  await chat.getByLabel('How can we reach you? Your phone number or e-mail.').fill(reach);
  await chat.getByRole('button', { name: 'Send' }).click();
  await chat.getByLabel('What would you like help with?').fill('Vision <b>for</b> two');
  await chat.getByLabel('What would you like help with?').press('Enter');
  await expect(chat).toContainText('Please allow 24 hours for them to reach out.');

  // The chat's scroll panel is at most 400 px high and can be scrolled by keyboard.
  const log = chat.getByRole('log', { name: 'Conversation' });
  await expect(log).toHaveCSS('max-height', '400px');
  await expect(log).toHaveAttribute('tabindex', '0');
  await expectAccessible(page, 'assistant finished');

  const mail = await waitForMailWith('jordan.ellis@example.com', name, reach);
  expect(mail).toContain('New lead from your benefit store assistant');
  expect(mail).toContain('Vision &lt;b&gt;for&lt;/b&gt; two');
  expect(mail).toContain('/jordan-ellis');
  expect(errors).toEqual([]);
});
