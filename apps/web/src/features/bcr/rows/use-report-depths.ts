import { useWatch } from 'react-hook-form';
import { drilledDepth, excavatedDepth, toNumberOrNull } from '@driller/domain';
import type { BcrFormValues } from '../wizard/bcr-form-values';

type DepthRows = { to?: unknown; status?: unknown; excavationOrLining?: unknown }[] | undefined;

/** A form value as a number, or null (blank, or text still being typed). */
export function numberOf(value: unknown): number | null {
  const n = toNumberOrNull(value);
  return typeof n === 'number' ? n : null;
}

/** Rows as the depth functions read them: "To" and kind as numbers, whatever is being typed. */
const numeric = (rows: DepthRows) =>
  (rows ?? []).map((r) => ({ ...r, to: numberOf(r.to), excavationOrLining: numberOf(r.excavationOrLining) })) as never[];

export interface ReportDepths {
  completedDepth: number | null;
  drilledDepth: number | null;
  excavatedDepth: number | null;
}

/** The depths every section measures against (domain `reportDepths`), following the form as it is edited. */
export function useReportDepths(): ReportDepths {
  const [completed, drilling, excavation] = useWatch<BcrFormValues>({
    name: ['summary.completedDepth', 'drillingDetails', 'excavationDetails'],
  }) as [unknown, DepthRows, DepthRows];
  return {
    completedDepth: numberOf(completed),
    drilledDepth: drilledDepth(numeric(drilling)),
    excavatedDepth: excavatedDepth(numeric(excavation)),
  };
}
