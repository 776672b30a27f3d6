import { bcrPdfFileName, buildReview, formatDate, formStatusLabel, validateBcr, visiblePages, type BcrReport, type FieldText } from '@driller/domain';
import type { PortalViewer } from '../../../platform/auth/viewer';
import type { BcrDeps } from '../bcr-deps';
import { bcrWorkNotFound } from '../bcr-errors';
import { formStatusOf } from '../record/bcr-access';
import { loadBcrState } from '../record/bcr-query.service';
import type { BcrWork } from '../record/bcr-work.repository';
import { renderBcrPdf, type BcrPdfModel } from './bcr-pdf-render';
import { workMapImage, workIdByGuid } from './bcr-pdf.repository';

export interface BcrPdf {
  fileName: string;
  bytes: Buffer;
}

const SYDNEY = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', dateStyle: 'short', timeStyle: 'short' });
const sydneyDay = (iso: string) => new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

/** The report's header: the work's identity, people, status and dates (blanks left out). */
function headerFields(work: BcrWork, report: BcrReport, status: number, submittedAt: string | null): FieldText[] {
  const fields: FieldText[] = [
    { label: 'Work Approval No', value: work.work_approval_no ?? '' },
    { label: 'Work Id', value: work.work_id ?? '' },
    { label: 'GW No', value: work.gw_no ?? '' },
    { label: 'Form Id', value: String(work.id) },
    { label: 'Work Name', value: work.work_name ?? '' },
    { label: 'Status', value: formStatusLabel(status) },
    { label: 'Driller', value: work.driller_name ?? '' },
    { label: 'Drilling Company', value: work.company_name ?? '' },
    { label: 'Completion Date', value: formatDate(report.summary.completionDate) },
    { label: 'Submitted', value: submittedAt ? sydneyDay(submittedAt) : 'Not submitted' },
    { label: 'Approval Issue Date', value: formatDate(work.approval_issue_date) },
    { label: 'Approval Expiry Date', value: formatDate(work.approval_expiry_date) },
  ];
  return fields.filter((f) => f.value !== '');
}

async function formAIdOf(deps: BcrDeps, idOrGuid: string | number): Promise<number> {
  if (typeof idOrGuid === 'number') return idOrGuid;
  const id = await workIdByGuid(deps.db, idOrGuid);
  if (id === null) throw bcrWorkNotFound();
  return id;
}

/** The saved BCR as the printed report (issue 10): read with the same rules as GET bcr, so 403/404 alike. */
export async function buildBcrPdf(deps: BcrDeps, viewer: PortalViewer, idOrGuid: string | number, now = new Date()): Promise<BcrPdf> {
  const state = await loadBcrState(deps.db, viewer, await formAIdOf(deps, idOrGuid));
  const { work, stored, report, ctx } = state;
  const latest = stored?.submissions.at(-1) ?? null;
  const map = await workMapImage(deps.db, work.id);
  const header = headerFields(work, report, formStatusOf(work, stored?.root ?? null), latest?.created_at ?? null);
  const fileName = bcrPdfFileName({ workApprovalNo: work.work_approval_no, workId: work.work_id, gwNo: work.gw_no, formAId: work.id });
  const model: BcrPdfModel = {
    title: `Bore Construction Report ${[work.work_approval_no, work.work_id, work.gw_no].filter(Boolean).join(' / ')} (Form ${work.id})`,
    header,
    report,
    hydstra: work.hydstra,
    pages: visiblePages(ctx.workType)
      .map((p) => p.id)
      .filter((id) => id !== 'submit'),
    review: buildReview(validateBcr(report, ctx)),
    confirmed: { codes: latest?.exception_reason_codes ?? [], at: latest ? sydneyDay(latest.created_at) : null },
    mapImage: map ? await deps.storage.get(map.storage_key) : null,
    documents: state.documents,
    // A diagram per pipe: as many as the work says, or as the rows name, whichever is more.
    pipes: Math.max(1, report.summary.noOfPipes ?? work.no_of_pipes ?? 1, ...report.waterEntryDesign.map((r) => r.pipeNo)),
    generatedAt: SYDNEY.format(now),
  };
  return { fileName, bytes: await renderBcrPdf(model) };
}
