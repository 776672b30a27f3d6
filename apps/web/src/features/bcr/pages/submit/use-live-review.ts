import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { buildReview, refusalsWithRuleIssues, validateBcr, type BcrContext, type BcrReview, type BcrView } from '@driller/domain';
import { parseFormValues, type BcrFormValues } from '../../wizard/bcr-form-values';

/**
 * The review page's banners for the report as it stands in the form (unsaved edits included: a submit
 * saves every section first), judged by the same rules the server's submit runs. Values the schema
 * refuses are listed as errors, beside what the rules find with those fields blank (the server's review of
 * the stored report stands in when even that does not parse).
 */
export function liveReview(values: BcrFormValues, ctx: BcrContext, storedReview: BcrView['review']): BcrReview {
  const { report, refused } = parseFormValues(values);
  if (!report) {
    // The server names its sections with the same ids (its schema keeps them as strings).
    const stored = storedReview as BcrReview;
    return { errors: [...buildReview(refused).errors, ...stored.errors], warnings: stored.warnings, canSubmit: false };
  }
  return buildReview(refusalsWithRuleIssues(refused, validateBcr(report, ctx)));
}

export function useLiveReview(ctx: BcrContext, stored: BcrView['review']): BcrReview {
  const values = useWatch<BcrFormValues>() as BcrFormValues;
  return useMemo(() => liveReview(values, ctx, stored), [values, ctx, stored]);
}
