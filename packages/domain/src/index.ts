// The domain's public surface. Each concept folder adds its exports in its own block below.

// --- auth ---
export * from './auth/roles';
export * from './auth/permissions';
export * from './auth/menus';
export * from './auth/messages';
export * from './auth/registration';
export * from './auth/current-user';
export * from './auth/signup';
// --- end auth ---

// --- common ---
export * from './common/issue';
export * from './common/messages';
export * from './common/validators';
export * from './common/form-status';
export * from './common/dates';
// --- end common ---

// --- work (spec 1) ---
// --- end work ---

// --- geo ---
export * from './geo/coordinates';
export * from './geo/dms';
export * from './geo/mga';
export * from './geo/distance';
export * from './geo/lot-dp';
export * from './geo/spatial';
export * from './geo/map-constants';
// --- end geo ---

// --- bcr (spec 2) ---
// --- end bcr ---

// --- admin (spec 3) ---
export * from './admin/codes';
export * from './admin/constants';
export * from './admin/messages';
export * from './admin/dates';
export * from './admin/field-rules';
export * from './admin/driller-identity';
export * from './admin/driller-form';
export * from './admin/driller-status';
export * from './admin/user-form';
export * from './admin/organisation-choices';
export * from './admin/record-permissions';
export * from './admin/company-form';
export * from './admin/business-register';
export * from './admin/assign';
export * from './admin/registration-review';
export * from './admin/report-actions';
export * from './admin/bcr-search';
export * from './admin/dashboard';
// --- end admin ---

// --- offline ---
export * from './offline/offline-state';
export * from './offline/messages';
export * from './offline/locks';
export * from './offline/transitions';
export * from './offline/server-lock';
// --- end offline ---
