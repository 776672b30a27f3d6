import {
  BCR_SECTION_SAVES,
  SECTION_PAGE,
  type BcrPageId,
  type BcrSection,
  type BcrSectionSaveKey,
} from '@driller/domain';
import { lazyWithPreload, type LazyWithPreload } from '../../../lib/lazy-with-preload';

/**
 * Each wizard page is its own chunk, at `../pages/<kebab-id>/<kebab-id>-page` with the named export
 * `<PascalId>Page`. A page component takes no props: it reads `useFormContext<BcrFormValues>()` and
 * `useBcrWizard()`. The shell draws the page's title (h2), the error summary, the warnings and the
 * buttons, and puts the page inside a <form> (Enter moves to the next field) and a <fieldset> that is
 * disabled when the report is read-only; a page's own headings start at h3, its inputs take the ids
 * of `bcrFieldId(path)`.
 */
export const PAGE_COMPONENTS: Readonly<Record<BcrPageId, LazyWithPreload<object>>> = {
  summary: lazyWithPreload(() => import('../pages/summary/summary-page').then((m) => m.SummaryPage)),
  drillingDetails: lazyWithPreload(() => import('../pages/drilling-details/drilling-details-page').then((m) => m.DrillingDetailsPage)),
  lithology: lazyWithPreload(() => import('../pages/lithology/lithology-page').then((m) => m.LithologyPage)),
  waterBearingZones: lazyWithPreload(() => import('../pages/water-bearing-zones/water-bearing-zones-page').then((m) => m.WaterBearingZonesPage)),
  excavationDetails: lazyWithPreload(() => import('../pages/excavation-details/excavation-details-page').then((m) => m.ExcavationDetailsPage)),
  boreConstructionDesign: lazyWithPreload(() => import('../pages/bore-construction-design/bore-construction-design-page').then((m) => m.BoreConstructionDesignPage)),
  casingSupport: lazyWithPreload(() => import('../pages/casing-support/casing-support-page').then((m) => m.CasingSupportPage)),
  waterEntryDesign: lazyWithPreload(() => import('../pages/water-entry-design/water-entry-design-page').then((m) => m.WaterEntryDesignPage)),
  annulusFillSeal: lazyWithPreload(() => import('../pages/annulus-fill-seal/annulus-fill-seal-page').then((m) => m.AnnulusFillSealPage)),
  boreDevelopment: lazyWithPreload(() => import('../pages/bore-development/bore-development-page').then((m) => m.BoreDevelopmentPage)),
  disinfection: lazyWithPreload(() => import('../pages/disinfection/disinfection-page').then((m) => m.DisinfectionPage)),
  workPartlyBackfilled: lazyWithPreload(() => import('../pages/work-partly-backfilled/work-partly-backfilled-page').then((m) => m.WorkPartlyBackfilledPage)),
  headWorks: lazyWithPreload(() => import('../pages/head-works/head-works-page').then((m) => m.HeadWorksPage)),
  pumpingTest: lazyWithPreload(() => import('../pages/pumping-test/pumping-test-page').then((m) => m.PumpingTestPage)),
  submit: lazyWithPreload(() => import('../pages/submit/submit-page').then((m) => m.SubmitPage)),
};

const SAVE_KEYS = Object.keys(BCR_SECTION_SAVES) as BcrSectionSaveKey[];

/**
 * The save route a page's Save posts to: the route whose page it is. Bore Construction Design (Casing /
 * Liner Details) travels with Water Entry Design (domain BCR_SECTION_SAVES); Submit Bore Details has none.
 */
export function pageSaveKey(page: BcrPageId): BcrSectionSaveKey | null {
  if (page === 'boreConstructionDesign') return 'waterEntryDesign';
  return SAVE_KEYS.find((key) => BCR_SECTION_SAVES[key].page === page) ?? null;
}

/** The report sections entered on a page (their rules run before its save; their issues show on it). */
export function pageSections(page: BcrPageId): BcrSection[] {
  return (Object.keys(SECTION_PAGE) as BcrSection[]).filter((section) => SECTION_PAGE[section] === page);
}

/**
 * Pages that disable their own inputs on a read-only report instead of sitting in the wizard's disabled
 * fieldset: Submit Bore Details also holds what a reader of a read-only report uses, the PDF and the
 * documents' downloads (spec 2: "Read-only disables inputs and save buttons").
 */
export const PAGES_KEEPING_READ_ONLY: ReadonlySet<BcrPageId> = new Set(['submit']);

/** Pages with a Cancel button that puts the page back as last loaded or saved (spec 2 Summary, Head Works). */
export const PAGES_WITH_CANCEL: ReadonlySet<BcrPageId> = new Set(['summary', 'headWorks']);

/** Loads every page's code (a BCR made available offline opens on any page with no network). */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(Object.values(PAGE_COMPONENTS).map((page) => page.preload()));
}
