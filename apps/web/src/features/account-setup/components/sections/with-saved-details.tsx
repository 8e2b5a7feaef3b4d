// A section form that starts from the details on file: a spinner while they load, then the fields
// with the saved details (null before the first save, when the form starts empty).
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { TSectionFormProps } from '@/shared/application-sections/section-form-props';
import { PageSpinner } from '@/shared/ui/page-spinner';

export type TSavedSectionProps<TSaved> = TSectionFormProps & { saved: TSaved | null };

export const withSavedDetails = <TSaved,>(
  useSaved: (accountId: number) => UseQueryResult<TSaved | null>,
  Fields: (props: TSavedSectionProps<TSaved>) => ReactNode,
) => {
  const SavedSectionForm = (props: TSectionFormProps) => {
    const saved = useSaved(props.accountId);
    if (saved.isPending) return <PageSpinner />;
    return <Fields {...props} saved={saved.data ?? null} />;
  };
  return SavedSectionForm;
};
