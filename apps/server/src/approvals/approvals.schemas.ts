// The register's wire shapes live in the domain, shared with the web app.
export {
  approvalConditionsSchema,
  approvalSearchBody,
  approvalSearchResponse,
  approvalWorkSchema,
  licenceConditionsQuery,
  licenceConditionsResponse,
} from '@driller/domain';
