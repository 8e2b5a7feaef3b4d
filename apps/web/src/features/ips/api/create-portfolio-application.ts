import type {
  TPortfolioApplication,
  TPortfolioApplicationRequest,
} from '@portal/contracts/api/portfolio-application';
import { useMutation } from '@tanstack/react-query';
import { http } from '@/shared/api/http-client';

/** POST /api/portfolio-applications/ { account, ...details } -> the portfolio details. */
export const createPortfolioApplication = ({
  accountId,
  body,
}: {
  accountId: number;
  body: TPortfolioApplicationRequest;
}) =>
  http.post<TPortfolioApplication>(
    '/portfolio-applications/',
    { ...body, account: accountId },
    { errors: { mode: 'form' } },
  );

/** The section form reads the details and the account again once saved (useSectionSave). */
export const useCreatePortfolioApplication = () => useMutation({ mutationFn: createPortfolioApplication });
