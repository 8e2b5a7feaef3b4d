import type {
  TPortfolioApplication,
  TPortfolioApplicationRequest,
} from '@portal/contracts/api/portfolio-application';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** PATCH /api/portfolio-applications/{account_id}/ { ...details } -> the portfolio details. */
export const updatePortfolioApplication = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TPortfolioApplicationRequest;
}) =>
  http.patch<TPortfolioApplication>(`/portfolio-applications/${accountId}/`, body, {
    errors: { mode: 'form' },
  });

/** The section form reads the details and the account again once saved (useSectionSave). */
export const useUpdatePortfolioApplication = () => useMutation({ mutationFn: updatePortfolioApplication });
