// The ACN and ABN inputs of the account details step (spec sections 2, 4, 5, 8): digits shown in their
// groups (ACN 3-3-3, ABN 2-3-3-3), the ACN checked against the company register with Validate, the ABN
// looked up as it is typed. Answers are cached: ACNs for the page's life, ABNs on the device.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { TCorporateInfo, TLookupError } from '@portal/contracts/api/account-setup';
import { DEBOUNCE_MS, FIELD_LIMITS } from '@portal/contracts/constants';
import { digitsOnly, formatAbn, formatAcn, isValidAbn } from '@portal/contracts/formats';
import { useEffect, useRef, useState } from 'react';
import {
  type Control,
  Controller,
  type FieldPath,
  type FieldValues,
  type UseFormClearErrors,
  type UseFormSetError,
} from 'react-hook-form';
import { useFetchCorporateInfo } from '@/features/account-setup/api/fetch-corporate-info';
import { useLookupAbn } from '@/features/account-setup/api/lookup-abn';
import { ApiError, GENERIC_FAILURE } from '@/shared/api/api-error';
import { useDebounced } from '@/shared/hooks/use-debounced';
import { deviceStorage } from '@/shared/storage/device-storage';

/** The register's message for a number it could not answer (errors.error_1.message), else a field error. */
export const lookupErrorMessage = (error: unknown, field: string): string => {
  if (!(error instanceof ApiError)) return GENERIC_FAILURE;
  const body = error.body as Partial<TLookupError> | undefined;
  return body?.errors?.error_1?.message ?? error.fieldErrors[field] ?? error.detail ?? GENERIC_FAILURE;
};

const corporateInfoCache = new Map<string, TCorporateInfo>();

/** What the register holds for an ACN, asked once per ACN while the page is open. */
export const corporateInfoFor = async (
  ask: ReturnType<typeof useFetchCorporateInfo>['mutateAsync'],
  acn: string,
  registrationInviteUuid: string | null,
) => {
  const cached = corporateInfoCache.get(acn);
  if (cached) return cached;
  const info = await ask({ acn, registration_invite_uuid: registrationInviteUuid });
  corporateInfoCache.set(acn, info);
  return info;
};

type TDigitsInputProps = {
  id: string;
  label: string;
  value: string;
  maxDigits: number;
  format: (digits: string) => string;
  error?: string;
  helper?: string;
  onChange: (digits: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
};

/** A number input that keeps digits only and shows them grouped. */
const DigitsInput = ({
  id,
  label,
  value,
  maxDigits,
  format,
  error,
  helper,
  onChange,
  onBlur,
  inputRef,
}: TDigitsInputProps) => {
  const message = error ?? helper;
  return (
    <FormControl fullWidth margin="normal" error={error !== undefined}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={format(value ?? '')}
        inputRef={inputRef}
        onBlur={onBlur}
        onChange={(event) => onChange(digitsOnly(event.target.value).slice(0, maxDigits))}
        inputProps={{ inputMode: 'numeric', autoComplete: 'off' }}
        aria-describedby={message ? `${id}-helper` : undefined}
      />
      {message ? <FormHelperText id={`${id}-helper`}>{message}</FormHelperText> : null}
    </FormControl>
  );
};

type TLookupFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  setError: UseFormSetError<T>;
  clearErrors: UseFormClearErrors<T>;
};

/**
 * ACN with a Validate button, enabled once 9 digits are typed. The business name found is shown under
 * the field and handed to `onFound` (which fills the name fields the user left empty).
 */
export const AcnField = <T extends FieldValues>({
  control,
  name,
  label,
  setError,
  clearErrors,
  registrationInviteUuid,
  onFound,
}: TLookupFieldProps<T> & {
  registrationInviteUuid: string | null;
  onFound: (info: TCorporateInfo) => void;
}) => {
  const [found, setFound] = useState<TCorporateInfo | null>(null);
  const [checking, setChecking] = useState(false);
  const askRegister = useFetchCorporateInfo().mutateAsync;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const acn = String(field.value ?? '');
        const handleValidate = async () => {
          setChecking(true);
          try {
            const info = await corporateInfoFor(askRegister, acn, registrationInviteUuid);
            clearErrors(name);
            setFound(info);
            onFound(info);
          } catch (error) {
            setFound(null);
            setError(name, { type: 'server', message: lookupErrorMessage(error, 'acn') });
          } finally {
            setChecking(false);
          }
        };
        return (
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <DigitsInput
              id={`field-${name}`}
              label={label}
              value={acn}
              maxDigits={FIELD_LIMITS.acnDigits}
              format={formatAcn}
              error={fieldState.error?.message}
              helper={found && found.acn === acn ? `Company found: ${found.business_name}` : undefined}
              onChange={(digits) => {
                field.onChange(digits);
                if (found && found.acn !== digits) setFound(null);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
            <Button
              variant="outlined"
              sx={{ mt: 3, minWidth: 110 }}
              disabled={acn.length !== FIELD_LIMITS.acnDigits || checking}
              onClick={handleValidate}
            >
              Validate
            </Button>
          </Box>
        );
      }}
    />
  );
};

/** ABN of an SMSF: once it is a valid ABN, the fund's name is looked up (debounced) and shown. */
export const AbnField = <T extends FieldValues>({
  control,
  name,
  label,
  setError,
  onFound,
}: TLookupFieldProps<T> & { onFound?: (organizationName: string | null) => void }) => (
  <Controller
    control={control}
    name={name}
    render={({ field, fieldState }) => (
      <>
        <DigitsInput
          id={`field-${name}`}
          label={label}
          value={String(field.value ?? '')}
          maxDigits={FIELD_LIMITS.abnDigits}
          format={formatAbn}
          error={fieldState.error?.message}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
        />
        <AbnLookup
          abn={String(field.value ?? '')}
          onFound={onFound}
          onError={(message) => setError(name, { type: 'server', message })}
        />
      </>
    )}
  />
);

const AbnLookup = ({
  abn,
  onFound,
  onError,
}: {
  abn: string;
  onFound?: (name: string | null) => void;
  onError: (message: string) => void;
}) => {
  const debounced = useDebounced(abn, DEBOUNCE_MS);
  const [organization, setOrganization] = useState<string | null>(null);
  const lookupAbn = useLookupAbn().mutateAsync;
  // The caller's callbacks as they are at the answer, without asking again when only they change.
  const callbacks = useRef({ onFound, onError });
  callbacks.current = { onFound, onError };
  useEffect(() => {
    let current = true;
    const show = (name: string | null) => {
      if (!current) return;
      setOrganization(name);
      callbacks.current.onFound?.(name);
    };
    if (!isValidAbn(debounced)) {
      show(null);
      return;
    }
    const cached = deviceStorage.getAbnLookup(debounced);
    if (cached) {
      show(cached);
      return;
    }
    lookupAbn(debounced)
      .then((answer) => {
        deviceStorage.setAbnLookup(debounced, answer.organization_name);
        show(answer.organization_name);
      })
      .catch((error: unknown) => {
        show(null);
        if (current) callbacks.current.onError(lookupErrorMessage(error, 'abn'));
      });
    return () => {
      current = false;
    };
  }, [debounced, lookupAbn]);
  return organization && abn === debounced ? (
    <FormHelperText sx={{ mt: -1, mb: 1 }} data-testid="abn-organisation">
      Fund name: {organization}
    </FormHelperText>
  ) : null;
};
