// `npm run demo:staff-code`: the code the demo staff user's authenticator app shows now, for signing in
// to the demo without adding its published secret to an app.
import { generate } from 'otplib';
import { DEMO_STAFF_APP_SECRET } from './seed.ts';

const PERIOD_SECONDS = 30;
const now = Math.floor(Date.now() / 1000);
const code = await generate({ secret: DEMO_STAFF_APP_SECRET, epoch: now });
console.log(`${code}  (staff@demo.test, valid for ${PERIOD_SECONDS - (now % PERIOD_SECONDS)} more seconds)`);
