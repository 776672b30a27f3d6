import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { buildReview, validateBcr, type BcrContext, type BcrReview, type BcrView } from '@driller/domain';
import { parseFormValues, type BcrFormValues } from '../../wizard/bcr-form-values';

/**
 * The review page's banners for the report as it stands in the form (unsaved edits included: a submit
 * saves every section first), judged by the same rules the server's submit runs. Values the schema
 * refuses are listed as errors; the server's review of the stored report stands in until they parse.
 */
export function liveReview(values: BcrFormValues, ctx: BcrContext, storedReview: BcrView['review']): BcrReview {
  const parsed = parseFormValues(values);
  if (!parsed.report) {
    // The server names its sections with the same ids (its schema keeps them as strings).
    const stored = storedReview as BcrReview;
    return { errors: [...buildReview(parsed.issues).errors, ...stored.errors], warnings: stored.warnings, canSubmit: false };
  }
  return buildReview(validateBcr(parsed.report, ctx));
}

export function useLiveReview(ctx: BcrContext, stored: BcrView['review']): BcrReview {
  const values = useWatch<BcrFormValues>() as BcrFormValues;
  return useMemo(() => liveReview(values, ctx, stored), [values, ctx, stored]);
}
