import Box from '@mui/material/Box';
import type { TSignUpForm } from '@portal/contracts/forms/invitations';
import { checkPasswordRules } from '@portal/contracts/password';
import { useEffect } from 'react';
import {
  type Control,
  type FieldPath,
  type PathValue,
  type UseFormSetValue,
  useWatch,
} from 'react-hook-form';
import { CheckboxField } from '@/shared/forms/form-fields';
import { FormTextField } from '@/shared/forms/form-text-field';
import { PatternTextField } from '@/shared/forms/masked-text-field';
import { PasswordChecklist } from '@/shared/forms/password-checklist';

/** A form with the sign-up fields (the primary and secondary invitations', and a viewer's). */
type TSignUpFields = Omit<TSignUpForm, 'password_check_list'> & { password_check_list: boolean };

/**
 * E-mail, password with its live checklist (which ticks password_check_list when every rule is met),
 * repeat, mobile number and the agreement: the invitation sign-up's fields and rules, wherever they are
 * asked.
 */
const name = <T extends TSignUpFields>(field: keyof TSignUpFields) => field as FieldPath<T>;

export const SignUpFields = <T extends TSignUpFields>({
  control,
  setValue,
}: {
  control: Control<T>;
  setValue: UseFormSetValue<T>;
}) => {
  const watched = useWatch({ control, name: name<T>('password1') });
  const password = typeof watched === 'string' ? watched : '';
  const allRulesMet = checkPasswordRules(password).every((rule) => rule.passed);
  useEffect(() => {
    setValue(name<T>('password_check_list'), allRulesMet as PathValue<T, FieldPath<T>>, {
      shouldValidate: password !== '',
    });
  }, [allRulesMet, password, setValue]);
  return (
    <>
      <FormTextField
        control={control}
        name={name<T>('email')}
        label="Email"
        type="email"
        autoComplete="username"
      />
      <FormTextField
        control={control}
        name={name<T>('password1')}
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      <PasswordChecklist password={password} />
      <FormTextField
        control={control}
        name={name<T>('password2')}
        label="Repeat password"
        type="password"
        autoComplete="new-password"
      />
      <PatternTextField
        control={control}
        name={name<T>('phone_number')}
        label="Mobile phone"
        kind="mobile"
        autoComplete="tel-national"
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', mt: 1 }}>
        <CheckboxField
          control={control}
          name={name<T>('agreement_terms_and_policy')}
          label="I agree to the Terms of Service and the Privacy Policy"
        />
        <CheckboxField
          control={control}
          name={name<T>('marketing_opt_out')}
          label="I do not wish to receive marketing communications"
        />
      </Box>
    </>
  );
};
