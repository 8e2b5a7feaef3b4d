// The rows of a section of what an application applies for (products, portfolio details, the nominated
// bank account), as the server words them for the summary, the signed documents and staff alike.
import type { TAppliedForSection } from '@portal/contracts/api/applied-for';
import { LabelValueRows } from './label-value-rows';

export const AppliedForRows = ({
  section,
  labelWidth = 220,
}: {
  section: Pick<TAppliedForSection, 'rows'>;
  labelWidth?: number;
}) => <LabelValueRows rows={section.rows.map((row) => [row.label, row.value])} labelWidth={labelWidth} />;
