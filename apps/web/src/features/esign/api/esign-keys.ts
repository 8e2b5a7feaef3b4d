/** Query keys of the change requests and the embedded signing sessions. */
export const esignKeys = {
  changeRequest: (id: number) => ['change-requests', 'detail', id] as const,
  accountChangeRequests: (account: number) => ['change-requests', 'list', account] as const,
  signUrl: (id: number) => ['change-requests', 'sign-url', id] as const,
  signingSession: (token: string) => ['esign-sessions', token] as const,
  signingDocument: (token: string, position: number) =>
    ['esign-sessions', token, 'documents', position] as const,
};

/** The signing pages show every refusal themselves (in the spec's words from the server). */
export const SILENT = { errors: { mode: 'silent' } } as const;
