// The first IPS step: an introduction with the link to the investment options booklet (GET IPS booklet).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ipsTexts } from '@portal/contracts/api/ips';
import { FormActions } from '@/shared/forms/form-actions';
import { useIpsBooklet } from '../api/get-ips-booklet';
import type { TIpsStepProps } from './ips-step-props';

export const BookletStep = ({ submitLabel, onNext }: TIpsStepProps) => {
  const booklet = useIpsBooklet().data?.booklet;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onNext();
      }}
    >
      <Typography variant="h2" sx={{ mb: 1 }}>
        {ipsTexts.bookletTitle}
      </Typography>
      <Typography sx={{ mb: 2 }}>{ipsTexts.bookletIntro}</Typography>
      {booklet ? (
        <Link href={booklet} target="_blank" rel="noopener">
          {ipsTexts.bookletLink}
        </Link>
      ) : null}
      <FormActions submitLabel={submitLabel} disabled={false} align="end" size="large" />
    </Box>
  );
};
