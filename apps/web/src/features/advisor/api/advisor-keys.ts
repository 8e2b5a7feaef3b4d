/** Every advisor-page query lives under this key. */
export const advisorsKey = ['advisors'] as const;
