// Fields that format while typing (spec 000 section 9): Australian numbers in their groups (mobile
// #### ### ###, BSB ###-###, ABN, ACN, TFN), amounts with '$' and thousands separators, percents with '%'.
// Only digits (and, for amounts, one decimal point) get in. The form keeps the plain value the
// contracts expect: the digits of a number, an amount as decimal text ('1234567.5').
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { FORMAT_PATTERNS, MONEY_DECIMALS, PERCENT_DECIMALS } from '@portal/contracts/constants';
import { forwardRef } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type NumberFormatValues, NumericFormat, PatternFormat, type SourceInfo } from 'react-number-format';
import { FormTextField, type TFormTextFieldProps } from './form-text-field';

type TChange = (event: { target: { name?: string; value: string } }) => void;

/** Hands the form the plain value, and only for what the person typed (not the first formatting). */
const plainValue =
  (onChange: TChange, name: string | undefined) => (values: NumberFormatValues, info: SourceInfo) => {
    if (info.source === 'event') onChange({ target: { name, value: values.value } });
  };

const PatternInput = forwardRef<HTMLInputElement, InputBaseComponentProps>(
  ({ onChange, pattern, defaultValue: _default, type: _type, ...rest }, ref) => (
    <PatternFormat
      {...rest}
      getInputRef={ref}
      format={pattern as string}
      valueIsNumericString
      onValueChange={plainValue(onChange as unknown as TChange, rest.name)}
    />
  ),
);

const AmountInput = forwardRef<HTMLInputElement, InputBaseComponentProps>(
  ({ onChange, defaultValue: _default, type: _type, ...rest }, ref) => (
    <NumericFormat
      {...rest}
      getInputRef={ref}
      prefix="$"
      thousandSeparator=","
      decimalScale={MONEY_DECIMALS}
      allowNegative={false}
      valueIsNumericString
      onValueChange={plainValue(onChange as unknown as TChange, rest.name)}
    />
  ),
);

/**
 * A percent shown '12.5%', for a TextField's `slotProps.input.inputComponent`: its onChange gets the
 * plain '12.5'. Two decimals at most, never negative.
 */
export const PercentInput = forwardRef<HTMLInputElement, InputBaseComponentProps>(
  ({ onChange, defaultValue: _default, type: _type, ...rest }, ref) => (
    <NumericFormat
      {...rest}
      getInputRef={ref}
      suffix="%"
      decimalScale={PERCENT_DECIMALS}
      allowNegative={false}
      valueIsNumericString
      onValueChange={plainValue(onChange as unknown as TChange, rest.name)}
    />
  ),
);

export type TPatternKind = keyof typeof FORMAT_PATTERNS;

type TMaskedProps<T extends FieldValues> = Omit<
  TFormTextFieldProps<T>,
  'inputComponent' | 'formatProps' | 'type' | 'inputMode' | 'maxLength'
>;

/** A number in its spec groups: mobile '0412 345 678', BSB '123-456'; the form holds the digits. */
export const PatternTextField = <T extends FieldValues>({
  kind,
  ...props
}: TMaskedProps<T> & { kind: TPatternKind }) => (
  <FormTextField
    {...props}
    inputMode="numeric"
    inputComponent={PatternInput}
    formatProps={{ pattern: FORMAT_PATTERNS[kind] }}
  />
);

/** An amount shown '$1,234,567.50'; the form holds '1234567.5'. */
export const MoneyTextField = <T extends FieldValues>(props: TMaskedProps<T>) => (
  <FormTextField {...props} inputMode="decimal" inputComponent={AmountInput} />
);
