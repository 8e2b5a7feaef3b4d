// /staff/ips-reviews/{id}/: one IPS for the portfolio manager: its strategic asset allocation beside the
// active one it would replace, its custom strategies with their securities and fees, restrictions,
// gearing and signatures; Approve (it becomes the active IPS) or Return with a reason (back to draft).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ipsTexts, type TIps } from '@portal/contracts/api/ips';
import { formatHundredths, hundredthsOf } from '@portal/contracts/api/ips-allocation';
import { restrictionLabels } from '@portal/contracts/api/ips-restriction-tree';
import { formatMoney } from '@portal/contracts/api/loan-notes';
import {
  STAFF_IPS_REVIEW_TEXTS as TEXTS,
  type TIpsReviewDetail,
} from '@portal/contracts/api/staff-ips-review';
import { formatDisplayDate } from '@portal/contracts/formats';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError } from '@/shared/api/api-error';
import { AppliedForRows } from '@/shared/application-sections/applied-for-rows';
import { toast } from '@/shared/toast/toast-store';
import { ConfirmDialog } from '../../components/confirm-dialog';
import {
  ReturnWithReasonDialog,
  ReviewHeader,
  ReviewLoad,
  ReviewPanel,
  useReturnWithReason,
} from '../../components/staff-review';
import { useApproveIpsReview } from '../api/approve-ips-review';
import { useIpsReview } from '../api/get-ips-review';
import { useReturnIpsReview } from '../api/return-ips-review';

const percent = (value: string | null) => `${formatHundredths(hundredthsOf(value) ?? 0)}%`;
const positive = (value: string) => (hundredthsOf(value) ?? 0) > 0;

export const IpsReviewPage = () => {
  const id = Number(useParams().id);
  return (
    <ReviewLoad
      query={useIpsReview(id)}
      notFound="There is no such investment policy statement."
      failed="The investment policy statement could not be loaded."
    >
      {(data) => <IpsReview review={data} />}
    </ReviewLoad>
  );
};

const IpsReview = ({ review }: { review: TIpsReviewDetail }) => {
  const { ips } = review;
  const approveReview = useApproveIpsReview();
  const returnReview = useReturnIpsReview();
  const deciding = approveReview.isPending || returnReview.isPending;
  const [approving, setApproving] = useState(false);
  const returning = useReturnWithReason({
    required: TEXTS.reasonRequired,
    fallback: TEXTS.notInReview,
    send: (reason, callbacks) => returnReview.mutate({ id: review.id, reason }, callbacks),
  });
  const [failure, setFailure] = useState('');
  const inReview = ips.status === 'portfolio_manager_review';

  const approve = () =>
    approveReview.mutate(review.id, {
      onSuccess: (answer) => {
        setApproving(false);
        toast.success(answer.detail);
      },
      onError: (error) => {
        setApproving(false);
        setFailure(error instanceof ApiError && error.detail ? error.detail : TEXTS.notInReview);
      },
    });

  return (
    <Box sx={{ maxWidth: 1100, mx: 'auto' }}>
      <ReviewHeader
        backTo="/staff/ips-reviews/"
        backLabel={TEXTS.back}
        title={review.account.name}
        meta={
          <>
            <Chip size="small" color={inReview ? 'info' : 'default'} label={ips.status_display} />
            <Chip
              size="small"
              variant="outlined"
              label={review.is_change ? TEXTS.changedIps : TEXTS.newIps}
            />
            <Typography variant="body2" color="text.secondary">
              {[
                review.account.type_display,
                review.primary ? `${review.primary.name} (${review.primary.email})` : '',
                ips.sign_requester_name && ips.sign_requested_date
                  ? ipsTexts.requestedBy(ips.sign_requester_name, formatDisplayDate(ips.sign_requested_date))
                  : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </>
        }
        actions={
          <>
            <Button
              variant="outlined"
              color="warning"
              disabled={!inReview || deciding}
              onClick={returning.start}
            >
              {TEXTS.returnIps}
            </Button>
            <Button variant="contained" disabled={!inReview || deciding} onClick={() => setApproving(true)}>
              {TEXTS.approve}
            </Button>
          </>
        }
      />
      {failure ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      ) : null}

      <Stack spacing={2}>
        {review.applied_for.map((section) => (
          <ReviewPanel key={section.key} region title={section.title}>
            <AppliedForRows section={section} />
          </ReviewPanel>
        ))}
        <ReviewPanel region title={ipsTexts.allocationTitle}>
          <AllocationTable review={review} />
        </ReviewPanel>
        <ReviewPanel region title={TEXTS.customStrategies}>
          <CustomStrategies review={review} />
        </ReviewPanel>
        <ReviewPanel region title={ipsTexts.customisationTitle}>
          <Customisation review={review} />
        </ReviewPanel>
        <ReviewPanel region title={ipsTexts.gearingTitle}>
          <Typography>
            {ipsTexts.gearingQuestion} <strong>{ips.has_gearing ? 'Yes' : 'No'}</strong>
          </Typography>
          {ips.has_gearing && ips.target_loan_balance_min && ips.target_loan_balance_max ? (
            <Typography>
              {`${ipsTexts.lowerTargetLoanBalance}: ${formatMoney(ips.target_loan_balance_min)} · ${ipsTexts.upperTargetLoanBalance}: ${formatMoney(ips.target_loan_balance_max)}`}
            </Typography>
          ) : null}
        </ReviewPanel>
        <ReviewPanel region title={ipsTexts.approvers}>
          <Approvers ips={ips} />
        </ReviewPanel>
      </Stack>

      <ConfirmDialog
        open={approving}
        title={TEXTS.approve}
        message={TEXTS.approveConfirm}
        confirmLabel={TEXTS.approve}
        busy={deciding}
        focusConfirm={false}
        onConfirm={approve}
        onCancel={() => setApproving(false)}
      />
      <ReturnWithReasonDialog
        state={returning}
        title={TEXTS.returnTitle}
        intro="It goes back to draft for its members to change and sign again. They are notified with the reason."
        label={TEXTS.reason}
        submitLabel={TEXTS.returnIps}
        busy={deciding}
      />
    </Box>
  );
};

/** Each option with a percent, next to the active IPS's percent when this is a change. */
const AllocationTable = ({ review }: { review: TIpsReviewDetail }) => {
  const current = review.current_allocation;
  const names = new Set([
    ...review.ips.strategic_asset_allocation.map((l) => l.name),
    ...(current ?? []).map((l) => l.name),
  ]);
  const percentIn = (list: TIps['strategic_asset_allocation'] | null, name: string) =>
    percent(list?.find((l) => l.name === name)?.target_percentage ?? '0');
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={ipsTexts.allocationTitle}>
        <TableHead>
          <TableRow>
            <TableCell>Investment option</TableCell>
            <TableCell align="right">Target</TableCell>
            {current ? <TableCell align="right">{TEXTS.currentAllocation}</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {[...names].map((name) => (
            <TableRow key={name}>
              <TableCell>{name}</TableCell>
              <TableCell align="right">{percentIn(review.ips.strategic_asset_allocation, name)}</TableCell>
              {current ? <TableCell align="right">{percentIn(current, name)}</TableCell> : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};

const CustomStrategies = ({ review }: { review: TIpsReviewDetail }) => {
  const options = review.categories
    .flatMap((c) => c.investment_options)
    .filter((o) => positive(o.target_percentage) && o.custom_strategies.length > 0);
  if (options.length === 0) return <Typography color="text.secondary">{TEXTS.noCustomStrategies}</Typography>;
  return (
    <Stack spacing={2}>
      {options.flatMap((option) =>
        option.custom_strategies.map((strategy) => (
          <Box key={strategy.id} sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{strategy.name}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                option.name,
                strategy.holding_arrangement.title,
                strategy.manager_discretion ? ipsTexts.managerDiscretion : '',
                `${ipsTexts.portfolioManagementFee} ${strategy.portfolio_management_fee}%`,
                `${ipsTexts.investmentManagementFee} ${strategy.investment_management_fee}%`,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={strategy.name}>
                <TableHead>
                  <TableRow>
                    <TableCell>{ipsTexts.securityName}</TableCell>
                    <TableCell align="right">
                      {strategy.manager_discretion ? ipsTexts.targetPercentage : ipsTexts.units}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {strategy.securities.map((security, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a read-only list; names may repeat
                    <TableRow key={`${security.name}-${index}`}>
                      <TableCell sx={{ overflowWrap: 'anywhere' }}>{security.name}</TableCell>
                      <TableCell align="right">
                        {strategy.manager_discretion ? percent(security.target_percentage) : security.units}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Box>
        )),
      )}
    </Stack>
  );
};

const Customisation = ({ review }: { review: TIpsReviewDetail }) => {
  const { ips } = review;
  if (!ips.has_restrictions) return <Typography>{`${ipsTexts.restrictionsQuestion} No`}</Typography>;
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontWeight: 600 }}>{ipsTexts.industryRestrictions}</Typography>
      {ips.restricted_industry_groups.length === 0 ? (
        <Typography color="text.secondary">None.</Typography>
      ) : (
        ips.restricted_industry_groups.map((g) => (
          <Typography key={g.name}>{`${g.name}: ${restrictionLabels[g.restriction_type]}`}</Typography>
        ))
      )}
      <Typography sx={{ fontWeight: 600 }}>{ipsTexts.securityRestrictions}</Typography>
      {review.security_restrictions.length === 0 ? (
        <Typography color="text.secondary">None.</Typography>
      ) : (
        review.security_restrictions.map((s) => (
          <Typography key={s.id} sx={{ overflowWrap: 'anywhere' }}>
            {`${s.name}: ${s.units} units, cost base ${formatMoney(s.cost_base)}, ${formatDisplayDate(s.date)}, ${restrictionLabels[s.restriction_type]}`}
          </Typography>
        ))
      )}
    </Stack>
  );
};

const Approvers = ({ ips }: { ips: TIps }) =>
  ips.approvers.length === 0 ? (
    <Typography color="text.secondary">-</Typography>
  ) : (
    <Stack spacing={0.5}>
      {ips.approvers.map((a) => (
        <Typography key={a.user}>{`${a.user}: ${a.status_display}`}</Typography>
      ))}
    </Stack>
  );
