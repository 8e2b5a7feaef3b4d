export const sessionConfigKey = ['session-config'] as const;
export const lastActivityKey = ['session', 'last-activity'] as const;
