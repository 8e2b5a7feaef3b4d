// Personal details with the primary verification document (spec sections 2, 4, 5): gender clears the
// title; the DVS consent is asked unless the document is verified and unchanged; a failed check shows
// its message, and after 3 failures (or on the user's choice) the Verification required modal offers
// to continue without it.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TDocumentFile, TPersonalDetail, TPersonalDetailsRequest } from '@portal/contracts/api/details';
import {
  FIELD_LIMITS,
  IDENTITY_FAILED_ATTEMPTS_BEFORE_MODAL,
  MINIMUM_AGE,
} from '@portal/contracts/constants';
import { latestBirthDateForAge, todayIso } from '@portal/contracts/dates';
import {
  type IDENTITY_DOCUMENT_TYPES,
  zIdentityDocumentForm,
  zPersonalDetailsForm,
} from '@portal/contracts/forms/details';
import { messages } from '@portal/contracts/messages';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useCreatePersonalDetails } from '@/features/details/api/create-personal-details';
import { useRegistrationStep } from '@/features/details/api/get-registration-step';
import { useSkipVerification } from '@/features/details/api/skip-verification';
import { useUpdatePersonalDetails } from '@/features/details/api/update-personal-details';
import { useAuStates } from '@/shared/api/au-states';
import { useGenders } from '@/shared/api/genders';
import { useNameTitles } from '@/shared/api/name-titles';
import { AddressFields } from '@/shared/forms/address-fields';
import { applyServerErrors } from '@/shared/forms/apply-server-errors';
import { DateField } from '@/shared/forms/date-field';
import { FormErrorAlert } from '@/shared/forms/form-error-alert';
import { CheckboxField, SelectField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { useZodForm } from '@/shared/forms/use-zod-form';
import { useProfile } from '@/shared/session/profile';
import { PageSpinner } from '@/shared/ui/page-spinner';
import { DocumentUpload } from './document-upload';
import type { TStepProps } from './step-actions';
import { StepActions } from './step-actions';
import { VerificationRequiredModal } from './verification-required-modal';

type TDocValues = {
  /** Nothing until the user picks a document. */
  document_type: (typeof IDENTITY_DOCUMENT_TYPES)[number] | undefined;
  document_id: string;
  document_state: string;
  card_number: string;
  issue_date: string;
  expiry_date: string;
  document_file: number | string | null;
  consent_access: boolean;
  passport_document_id: string;
  passport_issue_date: string;
  passport_expiry_date: string;
  passport_document_file: number | string | null;
  passport_consent_access: boolean;
};

/** The fields of each document that, changed, make it a new document to check. */
const LICENCE_KEYS = [
  'document_id',
  'document_state',
  'card_number',
  'issue_date',
  'expiry_date',
  'document_file',
] as const;
const PASSPORT_KEYS = [
  'passport_document_id',
  'passport_issue_date',
  'passport_expiry_date',
  'passport_document_file',
] as const;
/** A whole-address suggestion fills the street number and name too. */
const STREET_NAMES = { street_number: 'street_number', street_name: 'street_name' };

const DOC_KEYS = ['document_type', ...LICENCE_KEYS, ...PASSPORT_KEYS] as const;

const docOf = (detail: TPersonalDetail | null): TDocValues => {
  const doc = detail?.primary_verification_document;
  return {
    document_type: doc?.document_type ?? undefined,
    document_id: doc?.document_id ?? '',
    document_state: doc?.document_state ?? '',
    card_number: doc?.card_number ?? '',
    issue_date: doc?.issue_date ?? '',
    expiry_date: doc?.expiry_date ?? '',
    document_file: doc?.document_file?.id ?? null,
    consent_access: false,
    passport_document_id: doc?.passport_document_id ?? '',
    passport_issue_date: doc?.passport_issue_date ?? '',
    passport_expiry_date: doc?.passport_expiry_date ?? '',
    passport_document_file: doc?.passport_document_file?.id ?? null,
    passport_consent_access: false,
  };
};

/** The chosen document is the one on file (the other type's fields do not count). */
const sameDoc = (a: { [K in keyof TDocValues]?: unknown }, b: TDocValues) =>
  a.document_type === b.document_type &&
  (b.document_type === 'passport' ? PASSPORT_KEYS : LICENCE_KEYS).every(
    (key) => String(a[key] ?? '') === String(b[key] ?? ''),
  );

/** The form's schema: the contract's rules, with the consent asked unless the verified document is unchanged. */
const buildSchema = (detail: TPersonalDetail | null) => {
  const initial = docOf(detail);
  const verified = detail?.is_verified === true;
  return z
    .object({
      ...zPersonalDetailsForm.shape,
      primary_verification_document: zIdentityDocumentForm({
        alreadyVerifiedAndUnchanged: true,
        documentFileRequired: true,
      }),
    })
    .check(
      z.superRefine((data, ctx) => {
        const doc = data.primary_verification_document;
        const consent = doc.document_type === 'passport' ? 'passport_consent_access' : 'consent_access';
        if (!(verified && sameDoc(doc, initial)) && doc[consent] !== true) {
          ctx.addIssue({
            code: 'custom',
            message: messages.required,
            path: ['primary_verification_document', consent],
          });
        }
      }),
    );
};

export const PersonalDetailsStep = (props: TStepProps) => {
  const step = useRegistrationStep<TPersonalDetail>('personal_details', props.account);
  const { data: profile } = useProfile();
  if (!step.data || !profile) return <PageSpinner />;
  // New details start from the name the invitation gave the person.
  return <PersonalDetailsForm {...props} detail={step.data.data} invitedName={profile} />;
};

const PersonalDetailsForm = ({
  account,
  onNext,
  onCancel,
  detail,
  invitedName,
}: TStepProps & {
  detail: TPersonalDetail | null;
  invitedName: { first_name: string; last_name: string };
}) => {
  const create = useCreatePersonalDetails();
  const update = useUpdatePersonalDetails();
  const skip = useSkipVerification();
  const schema = useMemo(() => buildSchema(detail), [detail]);
  const initialDoc = useMemo(() => docOf(detail), [detail]);
  const { control, handleSubmit, setValue, setError, formState } = useZodForm(schema, {
    title: detail?.title?.id ?? '',
    gender: detail?.gender?.id ?? '',
    first_name: detail?.first_name ?? invitedName.first_name,
    middle_name: detail?.middle_name ?? '',
    last_name: detail?.last_name ?? invitedName.last_name,
    preferred_name: detail?.preferred_name ?? '',
    date_of_birth: detail?.date_of_birth ?? '',
    street_name: detail?.street_name ?? '',
    street_number: detail?.street_number ?? '',
    address_line_1: detail?.address_line_1 ?? '',
    suburb: detail?.suburb ?? '',
    state: detail?.state ?? '',
    post_code: detail?.post_code ?? '',
    country: detail?.country ?? '',
    primary_verification_document: initialDoc,
  });
  const [saved, setSaved] = useState<TPersonalDetail | null>(detail);
  const [licenceFile, setLicenceFile] = useState<TDocumentFile | null>(
    detail?.primary_verification_document.document_file ?? null,
  );
  const [passportFile, setPassportFile] = useState<TDocumentFile | null>(
    detail?.primary_verification_document.passport_document_file ?? null,
  );
  const [modalOpen, setModalOpen] = useState(false);
  const [skipping, setSkipping] = useState(false);
  const gender = useWatch({ control, name: 'gender' });
  const doc = useWatch({ control, name: 'primary_verification_document' });
  const titles = useNameTitles(gender).data ?? [];
  const genders = useGenders().data ?? [];
  const states = useAuStates().data ?? [];
  const unchangedVerified = detail?.is_verified === true && sameDoc(doc ?? {}, initialDoc);
  const isLicence = doc?.document_type === 'driver_licence';
  const isPassport = doc?.document_type === 'passport';
  const fileKey = isPassport ? 'passport_document_file' : 'document_file';
  const file = isPassport ? passportFile : licenceFile;
  const consentKey = isPassport ? 'passport_consent_access' : 'consent_access';

  const handleSave = async (values: z.output<typeof schema>) => {
    try {
      // A verified answer has the step and the profile read again before moving on.
      const body: TPersonalDetailsRequest = { ...values, account: account ?? null };
      const result = saved
        ? await update.mutateAsync({ id: saved.id, body })
        : await create.mutateAsync({ body });
      setSaved(result);
      if (result.is_verified) {
        onNext();
        return;
      }
      if (result.no_failed_verification_attempts >= IDENTITY_FAILED_ATTEMPTS_BEFORE_MODAL) setModalOpen(true);
    } catch (error) {
      applyServerErrors(error, setError, [
        'title',
        'gender',
        'first_name',
        'middle_name',
        'last_name',
        'preferred_name',
        'date_of_birth',
        'street_name',
        'street_number',
        'address_line_1',
        'suburb',
        'state',
        'post_code',
        'country',
        ...DOC_KEYS.map((key) => `primary_verification_document.${key}` as const),
        'primary_verification_document.consent_access',
        'primary_verification_document.passport_consent_access',
      ]);
    }
  };

  const handleSkip = async () => {
    if (!saved) return;
    setSkipping(true);
    try {
      await skip.mutateAsync({ id: saved.id, account });
      setModalOpen(false);
      onNext();
    } finally {
      setSkipping(false);
    }
  };

  const docError = formState.errors.primary_verification_document?.[fileKey]?.message;

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(handleSave)}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Personal details
      </Typography>
      <FormErrorAlert message={formState.errors.root?.server?.message} />
      {saved?.verification_error ? (
        <Alert severity="error" sx={{ my: 2 }}>
          {saved.verification_error}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectField
          control={control}
          name={'gender'}
          label="Gender"
          options={genders.map((g) => ({ value: g.id, label: g.title }))}
          onPicked={() => setValue('title', '', { shouldValidate: false })}
        />
        <SelectField
          control={control}
          name={'title'}
          label="Title"
          options={titles.map((t) => ({ value: t.id, label: t.title }))}
        />
        <FormTextField
          control={control}
          name={'first_name'}
          label="First name"
          maxLength={FIELD_LIMITS.name}
        />
        <FormTextField
          control={control}
          name={'middle_name'}
          label="Middle name"
          maxLength={FIELD_LIMITS.name}
        />
        <FormTextField control={control} name={'last_name'} label="Last name" maxLength={FIELD_LIMITS.name} />
        <FormTextField
          control={control}
          name={'preferred_name'}
          label="Preferred name"
          maxLength={FIELD_LIMITS.preferredName}
        />
        <DateField
          control={control}
          name={'date_of_birth'}
          label="Date of birth"
          max={latestBirthDateForAge(todayIso(), MINIMUM_AGE)}
        />
      </Box>
      <Typography variant="h3" sx={{ mt: 3 }}>
        Residential address
      </Typography>
      <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <FormTextField
          control={control}
          name={'street_number'}
          label="Street number"
          maxLength={FIELD_LIMITS.streetNumber}
        />
        <FormTextField
          control={control}
          name={'street_name'}
          label="Street name"
          maxLength={FIELD_LIMITS.streetName}
        />
      </Box>
      <AddressFields control={control} setValue={setValue} streetNames={STREET_NAMES} />
      <Typography variant="h3" sx={{ mt: 3 }}>
        Identity document
      </Typography>
      <SelectField
        control={control}
        name={'primary_verification_document.document_type'}
        label="Document type"
        options={[
          { value: 'driver_licence', label: 'Driver licence' },
          { value: 'passport', label: 'Passport' },
        ]}
      />
      {isPassport ? (
        <>
          <FormTextField
            key="passport_document_id"
            control={control}
            name={'primary_verification_document.passport_document_id'}
            label="Passport number"
            maxLength={FIELD_LIMITS.documentId}
          />
          <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <DateField
              key="passport_issue_date"
              control={control}
              name={'primary_verification_document.passport_issue_date'}
              label="Issue date"
            />
            <DateField
              key="passport_expiry_date"
              control={control}
              name={'primary_verification_document.passport_expiry_date'}
              label="Expiry date"
            />
          </Box>
        </>
      ) : (
        <FormTextField
          key="document_id"
          control={control}
          name={'primary_verification_document.document_id'}
          label={isLicence ? 'Licence number' : 'Document number'}
          maxLength={FIELD_LIMITS.documentId}
        />
      )}
      {isLicence ? (
        <>
          <SelectField
            control={control}
            name={'primary_verification_document.document_state'}
            label="State of issue"
            options={states.map((s) => ({ value: s.code, label: s.name }))}
          />
          <FormTextField
            control={control}
            name={'primary_verification_document.card_number'}
            label="Card number"
            maxLength={FIELD_LIMITS.cardNumber}
          />
        </>
      ) : null}
      {isPassport ? null : (
        <Box sx={{ display: 'grid', gap: { sm: 2 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <DateField control={control} name={'primary_verification_document.issue_date'} label="Issue date" />
          <DateField
            control={control}
            name={'primary_verification_document.expiry_date'}
            label="Expiry date"
          />
        </Box>
      )}
      <DocumentUpload
        label="Copy of the document"
        file={file}
        error={docError}
        onChange={(next) => {
          (isPassport ? setPassportFile : setLicenceFile)(next);
          setValue(`primary_verification_document.${fileKey}`, next?.id ?? null, {
            shouldValidate: true,
          });
        }}
      />
      {unchangedVerified ? null : (
        <CheckboxField
          key={consentKey}
          control={control}
          name={`primary_verification_document.${consentKey}`}
          label="I consent to my identity document being checked with the issuer or official record holder through the Document Verification Service (DVS)."
        />
      )}
      {saved && !saved.is_verified ? (
        <Button sx={{ mt: 1 }} onClick={() => setModalOpen(true)}>
          Continue without automatic verification
        </Button>
      ) : null}
      <StepActions disabled={!formState.isValid || formState.isSubmitting} onCancel={onCancel} />
      <VerificationRequiredModal
        open={modalOpen}
        busy={skipping}
        onContinue={handleSkip}
        onBack={() => setModalOpen(false)}
      />
    </Box>
  );
};
