import { resolvePortalViewer, type PortalViewer } from '../../../platform/auth/viewer';

/** The signed-in person as the work rules need them: portal user, driller id and company (shared with the BCR). */
export type Viewer = PortalViewer;

/** Resolves the token's subject to the portal's user, driller and company rows (one query). */
export const resolveViewer = resolvePortalViewer;
