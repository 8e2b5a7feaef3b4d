/** The query key of the signed-in user's profile (GET /api/profiles/my/). */
export const profileQueryKey = ['profiles', 'my'] as const;
