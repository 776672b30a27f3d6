/** True when this window was opened by another (the map-image popup of spec 1 section 2). */
export const isPopupWindow = (): boolean => typeof window !== 'undefined' && window.opener !== null && window.opener !== window;
