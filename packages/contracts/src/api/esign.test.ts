import { describe, expect, it } from 'vitest';
import { docusignRedirectPath, signCallbackPath, signingEventOf, ZSignRequestSchema } from './esign.ts';

describe('signing events', () => {
  it("reads the spec's events and treats any other provider event as finish later (cancel)", () => {
    for (const event of [
      'decline',
      'cancel',
      'signing_complete',
      'ttl_expired',
      'viewing_complete',
      'session_timeout',
    ])
      expect(signingEventOf(event)).toBe(event);
    expect(signingEventOf('exception')).toBe('cancel');
    expect(signingEventOf(null)).toBe('cancel');
  });

  it('builds the callback and redirect paths of the spec', () => {
    expect(signCallbackPath(5, 'decline')).toBe('/change-requests/sign-callback/5/?event=decline');
    expect(docusignRedirectPath(41, 5)).toBe('/account/docusign-redirect/41/?change_request=5');
    expect(docusignRedirectPath(41)).toBe('/account/docusign-redirect/41/');
  });

  it('needs a typed full name', () => {
    expect(ZSignRequestSchema.safeParse({ full_name: '  ' }).success).toBe(false);
    expect(ZSignRequestSchema.parse({ full_name: ' Ada Signer ' })).toEqual({ full_name: 'Ada Signer' });
  });
});
