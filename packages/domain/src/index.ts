// The domain's public surface. Each concept folder adds its exports in its own block below.

// --- auth ---
export * from './auth/roles';
export * from './auth/permissions';
export * from './auth/menus';
export * from './auth/messages';
export * from './auth/registration';
export * from './auth/current-user';
// --- end auth ---

// --- common ---
// --- end common ---

// --- work (spec 1) ---
// --- end work ---

// --- geo ---
// --- end geo ---

// --- bcr (spec 2) ---
// --- end bcr ---

// --- admin (spec 3) ---
// --- end admin ---

// --- offline ---
// --- end offline ---
