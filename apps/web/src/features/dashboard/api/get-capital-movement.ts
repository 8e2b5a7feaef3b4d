import type { TCapitalMovement } from '@portal/contracts/api/dashboard';
import { cardQuery } from './dashboard-query';

/** GET /api/ipm/dashboard/capital-movement/?period=&account=&investment_option= -> monthly movements in and out, franking credits, withholding tax. */
const capitalMovement = cardQuery<TCapitalMovement>('capital-movement');
export const capitalMovementQueryOptions = capitalMovement.options;
export const useCapitalMovement = capitalMovement.useQuery;
