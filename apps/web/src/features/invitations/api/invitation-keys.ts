/** Query keys of the invitations: one root, so signing in or out can refetch every invite at once. */
export const invitationKeys = {
  all: ['invitations'] as const,
  primary: (uuid: string) => ['invitations', 'primary', uuid] as const,
  /** Every secondary invite read: the signed-in area reads one by its token rather than its uuid. */
  secondaries: ['invitations', 'secondary'] as const,
  secondary: (uuidOrToken: string) => ['invitations', 'secondary', uuidOrToken] as const,
  /** An invitation to view an investor's shared accounts, by the token of its e-mailed link. */
  viewer: (token: string) => ['invitations', 'viewer', token] as const,
};
