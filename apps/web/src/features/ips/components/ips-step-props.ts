import type { TIps } from '@portal/contracts/api/ips';

/** What the IPS wizard hands each of its steps. */
export type TIpsStepProps = {
  ips: TIps;
  /** The button of the step: Next, or the last step's submit text. */
  submitLabel: string;
  onNext: () => void;
};
