/** Query keys of the invitations: one root, so signing in or out can refetch every invite at once. */
export const invitationKeys = {
  all: ['invitations'] as const,
  primary: (uuid: string) => ['invitations', 'primary', uuid] as const,
  secondary: (uuidOrToken: string) => ['invitations', 'secondary', uuidOrToken] as const,
};
