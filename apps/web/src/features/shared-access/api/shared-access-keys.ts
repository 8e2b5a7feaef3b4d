export const sharedAccessKey = ['shared-access'] as const;
export const shareableAccountsKey = ['shared-access', 'accounts'] as const;
export const viewableAccountsKey = ['viewable-accounts'] as const;
