import { error, type Issue } from '../../../common/issue';
import type { BcrContext } from '../../context';
import { isAfter } from '../../dates';
import { requiredIssues } from '../../depth-chain';
import { bcrMessage } from '../../messages';
import { activeEntries, canAddNext } from '../../rows';
import { PUMPING_TEST_TYPE } from './pumping-test.constants';
import type { PumpingTestRow } from './pumping-test.schema';

const P = 'pumpingTest';
const REQUIRED = [
  'testType',
  'date',
  'durationOfTestHour',
  'durationOfTestMin',
  'recoveryTimeTakenHour',
  'recoveryTimeTakenMin',
] as const;

/** A pipe whose first test is single stage takes no further test (spec 2: adding is disabled when it is '1'). */
export function firstTestBlocksAdding(first: Pick<PumpingTestRow, 'testType'> | undefined): boolean {
  return first?.testType === PUMPING_TEST_TYPE.singleStage;
}

/** Adding is offered on the last row of a pipe, and never when its first test is single stage. */
export function canAddPumpingTest(pipeRows: readonly PumpingTestRow[], index: number): boolean {
  if (firstTestBlocksAdding(pipeRows[0])) return false;
  return canAddNext(pipeRows, index);
}

/** Pumping test (spec 2 section 5); all pipes in one flat list. */
export function pumpingTestIssues(rows: readonly PumpingTestRow[], ctx: BcrContext): Issue[] {
  const issues: Issue[] = [];
  activeEntries(rows).forEach(({ row, index }) => {
    const prefix = `${P}.${index}`;
    issues.push(...requiredIssues(prefix, row, REQUIRED));
    if (isAfter(row.date, ctx.today)) issues.push(error(`${prefix}.date`, bcrMessage.dateNotInFuture('date')));
  });
  return issues;
}
