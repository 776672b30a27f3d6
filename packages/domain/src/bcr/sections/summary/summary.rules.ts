import { error, warning, type Issue } from '../../../common/issue';
import { BCR_LIMITS, TEXT_LIMITS } from '../../codes';
import { isRegulator, type BcrContext } from '../../context';
import { formatDate } from '../../../common/dates';
import { addCalendarYears, daysBetween, isAfter } from '../../dates';
import { requiredIssues } from '../../depth-chain';
import { BCR_MESSAGES, bcrMessage } from '../../messages';
import { WARNING_MESSAGES } from '../../rule-messages';
import { BCR_WARNING } from '../../warning-codes';
import { isAmendedWork, isDecommissionWork, isExcavatedWork } from '../../work-type';
import { SUMMARY_DATE_LABELS } from './summary.constants';
import type { BcrSummary } from './summary.schema';

export interface SummaryDepths {
  /** Deepest drilling details "To", or null before any is entered. */
  drilledDepth: number | null;
  /** Deepest excavation "To" for excavated works. */
  excavatedDepth: number | null;
  approvalConditionDate: string | null;
}

const P = 'summary';

function futureIssue(s: BcrSummary, key: keyof typeof SUMMARY_DATE_LABELS, today: string): Issue[] {
  const value = s[key];
  if (!isAfter(value, today)) return [];
  const message = key === 'completionDate' ? BCR_MESSAGES.completionDateFuture : bcrMessage.dateNotInFuture(SUMMARY_DATE_LABELS[key]);
  return [error(`${P}.${key}`, message)];
}

/** Page 1 blocking rules (spec 2 section 5 "Summary"). */
export function summaryIssues(s: BcrSummary, depths: SummaryDepths, ctx: BcrContext): Issue[] {
  const decommission = isDecommissionWork(ctx.workType);
  const required = ['boreTypeId'];
  if (!decommission) required.push('completionDate', 'completedDepth');
  if (decommission) required.push('decommissionedDate');
  if (isAmendedWork(ctx.workType)) required.push('originalCompletionDate', 'amendedComments');
  const issues = requiredIssues(P, s, required);
  issues.push(...futureIssue(s, 'completionDate', ctx.today));
  issues.push(...futureIssue(s, 'originalCompletionDate', ctx.today));
  issues.push(...futureIssue(s, 'decommissionedDate', ctx.today));
  issues.push(...futureIssue(s, 'receivedDate', ctx.today));
  const conditionDate = depths.approvalConditionDate;
  if (conditionDate && s.completionDate && isAfter(conditionDate, s.completionDate)) {
    issues.push(error(`${P}.completionDate`, bcrMessage.completionBeforeConditions(formatDate(conditionDate))));
  }
  if (s.assistantDriller && s.assistantDriller.length > TEXT_LIMITS.assistantDriller) {
    issues.push(error(`${P}.assistantDriller`, bcrMessage.maxCharacters(TEXT_LIMITS.assistantDriller)));
  }
  issues.push(...completedDepthIssues(s, depths, ctx));
  return issues;
}

function completedDepthIssues(s: BcrSummary, depths: SummaryDepths, ctx: BcrContext): Issue[] {
  const completed = s.completedDepth;
  if (completed === null) return [];
  if (isExcavatedWork(ctx.workType)) {
    const excavated = depths.excavatedDepth;
    return excavated !== null && completed > excavated
      ? [error(`${P}.completedDepth`, BCR_MESSAGES.excavatedDepthBelowCompleted)]
      : [];
  }
  const drilled = depths.drilledDepth;
  if (isRegulator(ctx) || drilled === null || completed <= drilled) return [];
  return [error(`${P}.completedDepth`, BCR_MESSAGES.drilledDepthBelowCompleted)];
}

/** The excavated-depth error is the one that also blocks Next and Previous. */
export function summaryBlocksNavigation(issues: readonly Issue[]): boolean {
  return issues.some((i) => i.message === BCR_MESSAGES.excavatedDepthBelowCompleted);
}

/**
 * Date warnings: asked before saving the summary and shown again on the review page. The received-date
 * one applies whenever a received date exists (only the regulator can enter one).
 */
export function summaryWarnings(s: BcrSummary): Issue[] {
  const issues: Issue[] = [];
  const completion = s.completionDate;
  if (!completion) return issues;
  const { approvalIssueDate: issue, approvalExpiryDate: expiry } = s;
  if (expiry && isAfter(completion, expiry)) {
    issues.push(warning(`${P}.completionDate`, WARNING_MESSAGES.completionAfterExpiry(completion, expiry), BCR_WARNING.completionAfterExpiry));
  }
  if (issue && isAfter(issue, completion)) {
    issues.push(warning(`${P}.completionDate`, WARNING_MESSAGES.completionBeforeIssue(completion, issue), BCR_WARNING.completionBeforeIssue));
  }
  if (issue && isAfter(completion, addCalendarYears(issue, BCR_LIMITS.completionAfterIssueYears))) {
    issues.push(warning(`${P}.completionDate`, WARNING_MESSAGES.completionYearsAfterIssue(completion, issue), BCR_WARNING.completionYearsAfterIssue));
  }
  const gap = daysBetween(s.receivedDate, completion);
  if (gap !== null && Math.abs(gap) > BCR_LIMITS.receivedAfterCompletionDays) {
    issues.push(warning(`${P}.receivedDate`, WARNING_MESSAGES.receivedAfterCompletion, BCR_WARNING.receivedAfterCompletion));
  }
  return issues;
}

/** The confirm shown before a summary save, or null when there is nothing to confirm. */
export function summaryConfirmMessage(warnings: readonly Issue[]): string | null {
  return warnings.length === 0 ? null : bcrMessage.confirm(warnings.map((w) => w.message));
}
