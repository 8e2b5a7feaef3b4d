import type { TPasswordResetToken } from '@portal/contracts/api/auth';

/** A confirmed code changes every resource's answer: the confirmation drops them all. */
export const securitySchemaRootKey = ['security-schema'] as const;
export const securitySchemaKey = (resource: string) => [...securitySchemaRootKey, resource] as const;
export const emailVerifyKey = (key: string) => ['email-verify', key] as const;
export const resetTokenKey = ({ uid, token }: TPasswordResetToken) =>
  ['password-reset-token', uid, token] as const;
export const secondFactorChannelsKey = ['second-factor-channels'] as const;
