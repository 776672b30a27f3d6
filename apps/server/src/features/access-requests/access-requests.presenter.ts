import { ROLE, ROLE_NAMES, approvedOrRejectedOf, type AccessRequest, type RequestStatus } from '@driller/domain';
import type { DcaRow } from './dca-requests.repository';
import type { RegistrationRow } from './registration-requests.repository';

export interface DocumentRef {
  id: number;
  file_name: string;
}

const documents = (docs: DocumentRef[]) => docs.map((d) => ({ documentId: d.id, document: { fileName: d.file_name } }));

/** The only place a registration request is shaped for the screens (spec 3 "Registration request"). */
export function presentRegistration(row: RegistrationRow, docs: DocumentRef[] = []): AccessRequest {
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
    requestComments: null,
    role: { id: row.role_id, name: row.role_name },
    createdOn: row.created_at.toISOString(),
    regStatus: row.reg_status,
    approvedOrRejected: approvedOrRejectedOf(row.reg_status as RequestStatus),
    version: row.version,
    userRegistrationRequestDocuments: documents(docs),
  };
}

/** A DCA request in the same shape; its role is the driller's own. */
export function presentDca(row: DcaRow, docs: DocumentRef[] = []): AccessRequest {
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
    requestComments: row.request_comments,
    role: { id: ROLE.driller, name: ROLE_NAMES[ROLE.driller] },
    createdOn: row.created_at.toISOString(),
    regStatus: row.reg_status,
    approvedOrRejected: approvedOrRejectedOf(row.reg_status as RequestStatus),
    version: row.version,
    userRegistrationRequestDocuments: documents(docs),
  };
}
