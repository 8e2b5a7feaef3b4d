import { signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

/** An app with the demo users the people tests act as: the primary user, a stranger, a secondary member. */
export async function startWithDemoUsers(): Promise<{
  t: TestApp;
  investor: string;
  other: string;
  newcomer: string;
}> {
  const t = await createTestApp();
  return {
    t,
    investor: await signIn(t.app, 'investor@demo.test'),
    other: await signIn(t.app, 'details@demo.test'),
    newcomer: await signIn(t.app, 'newcomer@demo.test'),
  };
}
