// The domain's public surface. Each concept folder adds its exports in its own block below.

// First: zod's JIT setting must be in place before any schema below is built.
export * from './common/schema-config';

// --- auth ---
export * from './auth/roles';
export * from './auth/permissions';
export * from './auth/menus';
export * from './auth/messages';
export * from './auth/registration';
export * from './auth/signup-choice';
export * from './auth/current-user';
export * from './auth/signup';
export * from './auth/sign-in-lockout';
// --- end auth ---

// --- common ---
export * from './common/api-messages';
export * from './common/ids';
export * from './common/issue';
export * from './common/field-path';
export * from './common/messages';
export * from './common/validators';
export * from './common/form-status';
export * from './common/dates';
export * from './common/public-config';
export * from './common/paging';
export * from './common/parse-blanking-refused';
// --- end common ---

// --- work (spec 1) ---
export * from './work/approvals-api';
export * from './work/messages';
export * from './work/attributes';
export * from './work/work-type-rules';
export * from './work/approval-number';
export * from './work/spearpoint';
export * from './work/stepper';
export * from './work/access';
export * from './work/draft-save';
export * from './work/monitoring-holes';
export * from './work/conditions';
export * from './work/location';
export * from './work/assignment';
export * from './work/approval-work-holder';
export * from './work/warning-codes';
export * from './work/driller-choice';
export * from './work/schemas';
export * from './work/api';
export * from './work/hydstra-status';
export * from './work/row-access';
export * from './work/master-data';
// --- end work ---

// --- geo ---
export * from './geo/coordinates';
export * from './geo/dms';
export * from './geo/mga';
export * from './geo/distance';
export * from './geo/lot-dp';
export * from './geo/spatial';
export * from './geo/map-constants';
export * from './geo/count-grid';
export * from './geo/base-map';
// --- end geo ---

// --- bcr (spec 2) ---
export * from './bcr/access';
export * from './bcr/api';
export * from './bcr/calculations';
export * from './bcr/codes';
export * from './bcr/context';
export * from './bcr/dates';
export * from './bcr/depth-chain';
export * from './bcr/digit-limits';
export * from './bcr/documents';
export * from './bcr/document-types';
export * from './bcr/endpoints';
export * from './bcr/from-depth';
export * from './bcr/materials';
export * from './bcr/messages';
export * from './bcr/not-applicable';
export * from './bcr/numeric';
export * from './bcr/pages';
export * from './bcr/report.schema';
export { readIfVouched } from './common/stored-read';
export * from './bcr/responses';
export * from './bcr/pdf-email';
export * from './bcr/tables/table-columns';
export * from './bcr/tables/drilling-columns';
export * from './bcr/tables/water-columns';
export * from './bcr/tables/completion-columns';
export * from './bcr/tables/section-tables';
export * from './bcr/tables/section-fields';
export * from './bcr/review/read-only';
export * from './bcr/review/review-checks';
export * from './bcr/review/review-warnings';
export * from './bcr/review/review';
export * from './bcr/review/submit';
export * from './bcr/rows';
export * from './bcr/rule-messages';
export * from './bcr/schema-helpers';
export * from './bcr/sections/annulus-fill-seal/annulus-fill-seal.constants';
export * from './bcr/sections/annulus-fill-seal/annulus-fill-seal.rules';
export * from './bcr/sections/annulus-fill-seal/annulus-fill-seal.schema';
export * from './bcr/sections/bore-development/bore-development.constants';
export * from './bcr/sections/bore-development/bore-development.rules';
export * from './bcr/sections/bore-development/bore-development.schema';
export * from './bcr/sections/casing-liner/casing-liner.constants';
export * from './bcr/sections/casing-liner/casing-liner.rules';
export * from './bcr/sections/casing-liner/casing-liner.schema';
export * from './bcr/sections/casing-support/casing-support.constants';
export * from './bcr/sections/casing-support/casing-support.rules';
export * from './bcr/sections/casing-support/casing-support.schema';
export * from './bcr/sections/disinfection/disinfection.rules';
export * from './bcr/sections/disinfection/disinfection.schema';
export * from './bcr/sections/drilling-details/drilling-details.constants';
export * from './bcr/sections/drilling-details/drilling-details.rules';
export * from './bcr/sections/drilling-details/drilling-details.schema';
export * from './bcr/sections/excavation/excavation.constants';
export * from './bcr/sections/excavation/excavation.edit';
export * from './bcr/sections/excavation/excavation.rules';
export * from './bcr/sections/excavation/excavation.schema';
export * from './bcr/sections/gravel-pack/gravel-pack.constants';
export * from './bcr/sections/gravel-pack/gravel-pack.rules';
export * from './bcr/sections/gravel-pack/gravel-pack.schema';
export * from './bcr/sections/head-works/head-works.rules';
export * from './bcr/sections/head-works/head-works.schema';
export * from './bcr/sections/lithology/lithology.constants';
export * from './bcr/sections/lithology/lithology.rules';
export * from './bcr/sections/lithology/lithology.schema';
export * from './bcr/sections/pumping-test/pumping-test.constants';
export * from './bcr/sections/pumping-test/pumping-test.rules';
export * from './bcr/sections/pumping-test/pumping-test.schema';
export * from './bcr/sections/summary/summary.constants';
export * from './bcr/sections/summary/summary.rules';
export * from './bcr/sections/summary/summary.schema';
export * from './bcr/sections/water-bearing-zones/water-bearing-zones.constants';
export * from './bcr/sections/water-bearing-zones/water-bearing-zones.rules';
export * from './bcr/sections/water-bearing-zones/water-bearing-zones.schema';
export * from './bcr/sections/water-entry-design/water-entry-design.constants';
export * from './bcr/sections/water-entry-design/water-entry-design.edit';
export * from './bcr/sections/water-entry-design/water-entry-design.rules';
export * from './bcr/sections/water-entry-design/water-entry-design.schema';
export * from './bcr/sections/water-entry-design/water-entry-design.warnings';
export * from './bcr/sections/work-partly-backfilled/work-partly-backfilled.constants';
export * from './bcr/sections/work-partly-backfilled/work-partly-backfilled.rules';
export * from './bcr/sections/work-partly-backfilled/work-partly-backfilled.schema';
export * from './bcr/save-routes';
export * from './bcr/section-checks';
export * from './bcr/section-merge';
export * from './bcr/section-guards';
export * from './bcr/server-messages';
export * from './bcr/validate-bcr';
export * from './bcr/wire-schema';
export * from './bcr/warning-codes';
export * from './bcr/work-type';
// --- end bcr ---

// --- admin (spec 3) ---
export * from './admin/codes';
export * from './admin/constants';
export * from './admin/messages';
export * from './admin/driller-identity';
export * from './admin/driller-form';
export * from './admin/driller-status';
export * from './admin/user-form';
export * from './admin/organisation-choices';
export * from './admin/record-permissions';
export * from './admin/company-form';
export * from './admin/organisation-flow';
export * from './admin/business-register';
export * from './admin/assign';
export * from './admin/registration-review';
export * from './admin/access-requests-api';
export * from './admin/report-actions';
export * from './admin/bcr-search';
export * from './admin/bcr-search-api';
export * from './admin/dashboard';
export * from './admin/dashboard-api';
export * from './admin/work-report-row';
export * from './admin/organisation-api';
export * from './admin/people-api';
export * from './admin/licence-codes';
export * from './admin/dates';
// --- end admin ---

// --- offline ---
export * from './offline/offline-state';
export * from './offline/messages';
export * from './offline/locks';
export * from './offline/lock-request';
export * from './offline/transitions';
export * from './offline/server-lock';
export * from './offline/offline-info-api';
// --- end offline ---

// --- contracts (one per endpoint: method, path, request, response, error codes) ---
export * from './contracts/api-error';
export * from './contracts/contract';
export * from './contracts/shared-schema';
export * from './contracts/health.contracts';
export * from './contracts/users.contracts';
export * from './contracts/approvals.contracts';
export * from './contracts/work.contracts';
export * from './contracts/documents.contracts';
export * from './contracts/bcr.contracts';
export * from './contracts/bcr-pdf.contracts';
export * from './contracts/maps.contracts';
export * from './contracts/access-requests.contracts';
export * from './contracts/search.contracts';
export * from './contracts/organisation.contracts';
export * from './contracts/people.contracts';
export * from './contracts/all-contracts';
// --- end contracts ---
export * from './bcr/diagram/bore-diagram';
export * from './common/decimal';
