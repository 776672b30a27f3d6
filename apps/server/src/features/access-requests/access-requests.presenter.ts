import { ROLE, ROLE_NAMES, approvedOrRejectedOf, type AccessRequest, type RequestStatus } from '@driller/domain';
import type { DcaRow } from './dca-requests.repository';
import type { RegistrationRow } from './registration-requests.repository';

export interface DocumentRef {
  id: number;
  file_name: string;
}

/** The columns both kinds of request have: the requester, the company and the review. */
type RequestColumns = Pick<
  RegistrationRow,
  'id' | 'first_name' | 'last_name' | 'work_email' | 'user_name' | 'work_mobile' | 'comments' | 'reg_status' | 'version' | 'created_at'
> & { organisation_name: string | null; organisation_abn_or_acn: string | null };

const documents = (docs: DocumentRef[]) => docs.map((d) => ({ documentId: d.id, document: { fileName: d.file_name } }));

/** The only place a request is shaped for the screens (spec 3 "Registration request"); `own` is what its kind adds. */
function presentRequest(row: RequestColumns, docs: DocumentRef[], own: Pick<AccessRequest, 'requestComments' | 'role'>): AccessRequest {
  return {
    userRegistrationRequestId: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    workEmail: row.work_email,
    userName: row.user_name,
    workMobile: row.work_mobile,
    organisationName: row.organisation_name,
    organisationABNORACN: row.organisation_abn_or_acn,
    comments: row.comments,
    requestComments: own.requestComments,
    role: own.role,
    createdOn: row.created_at.toISOString(),
    regStatus: row.reg_status,
    approvedOrRejected: approvedOrRejectedOf(row.reg_status as RequestStatus),
    version: row.version,
    userRegistrationRequestDocuments: documents(docs),
  };
}

/** A registration request: the role the person asked for, no request comments. */
export const presentRegistration = (row: RegistrationRow, docs: DocumentRef[]): AccessRequest =>
  presentRequest(row, docs, { requestComments: null, role: { id: row.role_id, name: row.role_name } });

/** A DCA request: the driller's own role, with the comments the driller sent. */
export const presentDca = (row: DcaRow, docs: DocumentRef[]): AccessRequest =>
  presentRequest(row, docs, { requestComments: row.request_comments, role: { id: ROLE.driller, name: ROLE_NAMES[ROLE.driller] } });
