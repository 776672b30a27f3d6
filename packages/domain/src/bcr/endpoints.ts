import type { BcrPageId } from './pages';

/** GET bcr/{formAId}'s route, as the contract declares it. */
export const BCR_LOAD_PATH = '/service/api/bcr/:formAId';

/** API base and the per-page save calls (spec 2 section 7), chosen by the form type. */
export const BCR_API = {
  load: (formAId: number) => BCR_LOAD_PATH.replace(':formAId', String(formAId)),
  saveWholeReport: '/service/api/bcr/savebcr',
  generatePdf: '/service/api/bcr/generatepdf',
  downloadPdf: (formAId: number) => `/service/api/uploadfile/getformapdf/${formAId}`,
  downloadFile: (fileGuid: string) => `/service/api/uploadfile/getfileByFileGuid/${fileGuid}`,
  upload: '/service/api/uploadfile/uploadmultiple',
  deleteDocument: '/service/api/uploadfile/deletedocument',
  changeMode: '/service/api/bcr/changebcrmode',
  lockWork: '/service/api/work/lockbcrwork',
  offlineInfo: '/service/api/bcr/getofflineinfo',
  deactivate: '/service/api/bcr/deactivate',
} as const;

/** Casing / liner details have no save call of their own: they travel with water entry design. */
export const BCR_SAVE_PATH: Record<BcrPageId, string> = {
  summary: '/service/api/bcr/savesummary',
  drillingDetails: '/service/api/bcr/savedrillingdetails',
  lithology: '/service/api/bcr/savelithology',
  waterBearingZones: '/service/api/bcr/savewaterbearingzones',
  excavationDetails: '/service/api/bcr/saveexcavationdetails',
  boreConstructionDesign: '/service/api/bcr/savewaterentrydesign',
  casingSupport: '/service/api/bcr/savecasingsupport',
  waterEntryDesign: '/service/api/bcr/savewaterentrydesign',
  annulusFillSeal: '/service/api/bcr/saveannulusfillseal',
  boreDevelopment: '/service/api/bcr/saveboredevelopment',
  disinfection: '/service/api/bcr/savedisinfectiononcompletion',
  workPartlyBackfilled: '/service/api/bcr/saveworkpartlybackfilledabandoned',
  headWorks: '/service/api/bcr/saveheadworks',
  pumpingTest: '/service/api/bcr/savepumpingtest',
  submit: '/service/api/bcr/savesubmitboredetails',
};
