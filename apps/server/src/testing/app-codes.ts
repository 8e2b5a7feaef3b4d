import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';

const PERIOD_SECONDS = 30;
const PERIOD_MS = PERIOD_SECONDS * 1000;

/** Near the end of a period, waits for the next one, so the period the server sees is the one meant. */
async function clearOfPeriodEnd(): Promise<void> {
  if (Date.now() % PERIOD_MS > PERIOD_MS - 1500) await sleep(1600);
}

const currentStep = () => Math.floor(Date.now() / PERIOD_MS);
const codeOfStep = (secret: string, step: number) => generate({ secret, epoch: step * PERIOD_SECONDS });

/**
 * The code an authenticator app with `secret` shows `stepOffset` periods from now (the server accepts
 * the period before and after its own).
 */
export async function appCode(secret: string, stepOffset = 0): Promise<string> {
  await clearOfPeriodEnd();
  return codeOfStep(secret, currentStep() + stepOffset);
}

/** The last period whose code was sent, per server (each keeps its own record) and secret. */
const lastSteps = new WeakMap<object, Map<string, number>>();

/**
 * A code of `secret` the server has not accepted yet: the server takes each period's code once, so
 * several sign-ins of one user use this period's code, then the next one's, then wait for a new period.
 */
export async function unusedAppCode(server: object, secret: string): Promise<string> {
  const steps = lastSteps.get(server) ?? new Map<string, number>();
  lastSteps.set(server, steps);
  await clearOfPeriodEnd();
  let step = Math.max(currentStep(), (steps.get(secret) ?? 0) + 1);
  if (step > currentStep() + 1) {
    await sleep((step - 1) * PERIOD_MS - Date.now() + 100);
    step = Math.max(step, currentStep());
  }
  steps.set(secret, step);
  return codeOfStep(secret, step);
}
