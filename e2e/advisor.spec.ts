import { expect, test } from '@playwright/test';
import { SignJWT } from 'jose';

const secret = new TextEncoder().encode('e2e-advisor-secret-of-at-least-32-chars');

async function advisorToken(overrides: { expiresIn?: string } = {}): Promise<string> {
  return new SignJWT({ managed_user_id: 1, extra_permissions: { ipm: { actions: ['view'], children: [] } } })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('staff@demo.test')
    .setAudience('investor-portal')
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setExpirationTime(overrides.expiresIn ?? '5m')
    .sign(secret);
}

test('an advisor hand-off signs in, drops the token from the address bar and opens the target', async ({
  page,
}) => {
  const token = await advisorToken();
  await page.goto(`/advisor-entry?jwt_token=${token}&target_url=${encodeURIComponent('/account/settings/')}`);
  await expect(page).toHaveURL(/\/account\/settings\/$/);
  expect(page.url()).not.toContain('jwt_token');
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(token);
});

test('a used or forged hand-off token is refused', async ({ page }) => {
  const token = await advisorToken();
  await page.goto(`/advisor-entry?jwt_token=${token}&target_url=/`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/advisor-entry?jwt_token=${token}&target_url=/`);
  await expect(page.getByText('The sign-in link is invalid or has expired.')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto(`/advisor-entry?jwt_token=${token.slice(0, -4)}abcd&target_url=/`);
  await expect(page.getByText('The sign-in link is invalid or has expired.')).toBeVisible();
});
