import { Link } from 'react-router';
import {
  HOLE_TYPE_NAMES,
  WORK_ATTRIBUTE_1_OPTIONS,
  WORK_ATTRIBUTE_2_OPTIONS,
  WORK_ATTRIBUTE_3_OPTIONS,
  WORK_ATTRIBUTE_4_OPTIONS,
  attributeName,
  type BcrWorkDetails,
} from '@driller/domain';
import { ReadOnlyValue } from '../../../components/ui/form-field';

/** The four work attributes as one line ("New, Water supply, Drilled, Cased"), blanks left out. */
export function workAttributesLine(w: BcrWorkDetails['workType']): string {
  return [
    attributeName(WORK_ATTRIBUTE_1_OPTIONS, w.workAttribute1),
    attributeName(WORK_ATTRIBUTE_2_OPTIONS, w.workAttribute2),
    attributeName(WORK_ATTRIBUTE_3_OPTIONS, w.workAttribute3),
    attributeName(WORK_ATTRIBUTE_4_OPTIONS, w.workAttribute4),
  ]
    .filter((name) => name !== '')
    .join(', ');
}

/**
 * Spec 2 section 2: the approved work's header (approval number linking to the work, work id, GW no,
 * purposes, name, attributes) or, for a work without an approval number, BCR id, reference no, work
 * name and the hole type when the work is a hole with one.
 */
export function BcrHeader({ work, bcrId }: { work: BcrWorkDetails; bcrId: number | null }) {
  if (!work.approvalNumberSupplied) {
    // A monitoring work names its holes, not itself: a work of one hole is that hole (its name and type).
    const soleHole = work.linkedHoles.length === 1 ? work.linkedHoles[0] : undefined;
    const workName = work.workName ?? soleHole?.workName ?? null;
    const holeType = work.holeType ?? soleHole?.holeType ?? null;
    return (
      <dl className="app-readonly-list app-bcr-header" aria-label="Work">
        <ReadOnlyValue label="BCR Id" value={bcrId} />
        <ReadOnlyValue label="Reference No" value={work.referenceNo} />
        <ReadOnlyValue label="Work Name" value={workName} />
        {holeType !== null ? <ReadOnlyValue label="Hole Type" value={HOLE_TYPE_NAMES[holeType] ?? holeType} /> : null}
      </dl>
    );
  }
  return (
    <dl className="app-readonly-list app-bcr-header" aria-label="Work">
      <ReadOnlyValue
        label="Work Approval No"
        value={work.workApprovalNo ? <Link to={`/Work?id=${work.formAId}`}>{work.workApprovalNo}</Link> : null}
      />
      <ReadOnlyValue label="Work Id" value={work.workId} />
      <ReadOnlyValue label="Ground Water No" value={work.gwNo} />
      <ReadOnlyValue label="Approval Purposes" value={work.approvalPurposes} />
      <ReadOnlyValue label="Work Name" value={work.workName} />
      <ReadOnlyValue label="Work Type" value={workAttributesLine(work.workType)} />
    </dl>
  );
}
