import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { USER_ADMIN_MESSAGES } from '@/server/modules/admin/users';
import { DEMO_PASSWORD, e2eSession, latestOtpFor } from '../helpers/e2e';

/**
 * Staff change their own phone or email in the console only with the code sent to the new one; the user
 * form does not let them do it directly.
 */
const session = e2eSession();
const shots = process.env.E2E_SHOTS;

async function consoleLogin(page: Page, login: string) {
  await page.goto('/console/login');
  await page.getByLabel('Email or phone').fill(login);
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/console/login');
}

/** The code in the newest email to an address, from the development email outbox. */
async function emailedCode(to: string): Promise<string> {
  const file = path.join(session.server.dataDir, 'email-outbox.jsonl');
  for (;;) {
    const content = await fs.readFile(file, 'utf8').catch(() => '');
    const found = content
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as { to: string; text: string })
      .filter((message) => message.to === to)
      .at(-1);
    const code = found?.text.match(/\b(\d{6})\b/)?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('My account: a staff member confirms a new phone or email by code', () => {
  it('a partner manager changes their phone with the SMS code, on a phone-sized screen', async () => {
    const page = await session.openPhone();
    await consoleLogin(page, 'brp-partner-manager@example.com');
    await page.goto('/console/my-account');
    await page.getByRole('heading', { name: 'Change your phone or email' }).waitFor();
    const before = await page.getByTestId('my-phone').textContent();
    await page.getByLabel('New phone number').fill('0917 555 09');
    await page.getByRole('button', { name: 'Send code' }).click();
    // A malformed number is refused with the rule's words, and what was typed stays.
    await page.getByRole('alert').getByText('Phone number must be at least 11 digits long.').waitFor();
    await expect(page.getByLabel('New phone number').inputValue()).resolves.toBe('0917 555 09');
    await page.getByLabel('New phone number').fill('09175550909');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a code to +639175550909. Enter it here to finish the change.').waitFor();
    // Nothing has changed yet.
    await expect(page.getByTestId('my-phone').textContent()).resolves.toBe(before);
    if (shots) await page.screenshot({ path: `${shots}/my-account-code.png`, fullPage: true });

    const code = await latestOtpFor(session.server.dataDir, '+639175550909');
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').getByText('Wrong code. Check the message and try again.').waitFor();
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Done: your phone number is now +639175550909.').waitFor();
    await expect(page.getByTestId('my-phone').textContent()).resolves.toBe('+639175550909');
    if (shots) await page.screenshot({ path: `${shots}/my-account-done.png`, fullPage: true });
  });

  it('an operations manager cannot change their own phone in the user form, and changes the email by code', async () => {
    const page = await session.openPhone({ viewport: { width: 1280, height: 900 } });
    await consoleLogin(page, 'operations-manager@example.com');
    const me = await (
      await fetch(`${session.server.url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'operations-manager@example.com', password: DEMO_PASSWORD }),
      })
    ).json();
    await page.goto(`/console/users/${me.account.id}`);
    const phone = page.getByLabel('Phone', { exact: true });
    await phone.waitFor();
    await phone.fill('09175550808');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(USER_ADMIN_MESSAGES.identityOfSelf).waitFor();

    // The menu leads to My account, where the change is made properly.
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await page.getByRole('heading', { name: 'Change your phone or email' }).waitFor();
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByLabel('New email').fill('ramon.ops@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('We sent a code to ramon.ops@example.com.', { exact: false }).waitFor();
    await page.getByLabel('Code').fill(await emailedCode('ramon.ops@example.com'));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByTestId('my-email').getByText('ramon.ops@example.com').waitFor();

    // The audit trail in the console shows the request and the confirmed change.
    await page.goto('/console/audit-events');
    await page.getByText('email changed (confirmed by code)').first().waitFor();
    await page.getByText('email change requested').first().waitFor();
  });
});
