/** Where the journeys' server listens: one port per concurrent run (E2E_PORT), data and sessions kept per port. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
