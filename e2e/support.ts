import { type APIRequestContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-Portal-2026!';

type OutboxMessage = {
  id: number;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string;
  body: string;
};

/** The newest message to `recipient` in the embedded outbox, newer than `afterId` when given. */
export async function waitForMessage(
  request: APIRequestContext,
  baseURL: string,
  recipient: string,
  afterId = 0,
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${baseURL}/api/dev/outbox/`);
      const messages = (await response.json()) as OutboxMessage[];
      found = messages.find((m) => m.recipient === recipient && m.id > afterId);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export async function lastOutboxId(request: APIRequestContext, baseURL: string): Promise<number> {
  const messages = (await (await request.get(`${baseURL}/api/dev/outbox/`)).json()) as OutboxMessage[];
  return messages[0]?.id ?? 0;
}

export function codeIn(text: string): string {
  const match = text.match(/\b(\d{6})\b/);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}

export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[0];
}

/** Signs in through the login page, as a person does. */
export async function signInThroughPage(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/auth/login/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}
