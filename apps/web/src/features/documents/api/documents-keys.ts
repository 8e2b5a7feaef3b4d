/** The root of every documents query key. */
export const documentsKey = ['documents'] as const;
