import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { OFFLINE_DECIDED_MESSAGES, bcrContextOfView, bcrTitle, pageTitle } from '@driller/domain';
import { readOnlyNote } from './read-only-note';
import { ErrorSummary } from '../../../components/ui/error-summary';
import { InPageAlert } from '../../../components/ui/in-page-alert';
import { isCheckedOutHere } from '../../../lib/offline/checked-out';
import { Loader } from '../../../components/ui/loader';
import { PageFrame } from '../../../components/ui/page-frame';
import type { LoadedBcr } from '../api/get-bcr';
import { formValuesFromView, type BcrFormValues } from './bcr-form-values';
import { BcrButtons } from './bcr-buttons';
import { BcrHeader } from './bcr-header';
import { BcrSidebar } from './bcr-sidebar';
import { summaryErrors } from './field-ids';
import { PAGE_COMPONENTS, PAGES_KEEPING_READ_ONLY, PAGES_WITH_CANCEL } from './page-registry';
import { PageWarnings } from './page-warnings';
import { usePageWaits } from './page-waits';
import { useBcrSave } from './use-bcr-save';
import { useBcrView } from './use-bcr-view';
import { buttonActions } from './button-actions';
import { useWizardPages } from './use-wizard-pages';
import { BcrWizardContext, type BcrWizard } from './wizard-context';
import { neighbourPage, orderedPages, pageButtons, pagesWithErrors } from './wizard-nav';
import './bcr-wizard.css';

const PAGE_TITLE_ID = 'bcr-page-title';


/** The wizard around the report: one react-hook-form over every page, so moving between pages keeps edits. */
export function BcrWizardView({ formAId, initial }: { formAId: number; initial: LoadedBcr }) {
  const [defaultValues] = useState(() => formValuesFromView(initial.view));
  const form = useForm<BcrFormValues>({ defaultValues });
  const { view, work, refreshing, applyView, reload } = useBcrView(formAId, initial, form);
  const context = useMemo(() => bcrContextOfView(view, work), [view, work]);
  const pages = useWizardPages(view);
  const { save, saveComments, saving } = useBcrSave({
    formAId,
    getValues: form.getValues,
    view,
    context,
    runPageChecks: pages.runPageChecks,
    setIssues: pages.setIssues,
    applyView,
    reload,
  });
  const readOnly = view.readOnly;
  // Checked out to this device: loaded and saved here until checked in (lib/offline).
  const checkedOut = isCheckedOutHere(formAId);
  const wizard: BcrWizard = {
    view,
    work,
    context,
    readOnly,
    refreshing,
    page: pages.page,
    issues: pages.issues,
    registerPageCheck: pages.registerPageCheck,
    save,
    saveComments,
    saving,
    applyView,
    goToPage: pages.goToPage,
  };
  const onPress = buttonActions({ wizard, form, pages, reload });
  const title = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(pages.page);
  useEffect(() => {
    // A new page takes focus at its title, so the keyboard continues into it and readers announce it.
    if (shownPage.current !== pages.page) title.current?.focus();
    shownPage.current = pages.page;
  }, [pages.page]);
  const Page = PAGE_COMPONENTS[pages.page];
  // The pages either side load while this one is read: Next and Previous open without a wait on a slow
  // link, and the buttons do not jump when a page's code arrives under the pointer.
  useEffect(() => {
    for (const direction of [1, -1] as const) {
      const neighbour = neighbourPage(pages.page, view.visiblePages, direction);
      if (neighbour) void PAGE_COMPONENTS[neighbour].preload();
    }
  }, [pages.page, view.visiblePages]);
  const waits = usePageWaits(pages.page, form.control, context);
  const buttons = pageButtons(pages.page, view.visiblePages, readOnly || waits, PAGES_WITH_CANCEL.has(pages.page));

  return (
    <FormProvider {...form}>
      <BcrWizardContext.Provider value={wizard}>
        <PageFrame title={bcrTitle(readOnly)}>
          <BcrHeader work={work} bcrId={view.bcrId} />
          <p className="app-bcr-mandatory">Fields marked * are mandatory</p>
          <div className={`app-bcr-layout${pages.sidebarOpen ? ' has-sidebar' : ''}`}>
            <BcrSidebar
              pages={orderedPages(view.visiblePages)}
              current={pages.page}
              withErrors={pagesWithErrors(view.review, pages.page, pages.issues)}
              open={pages.sidebarOpen}
              onToggle={pages.toggleSidebar}
              onSelect={pages.selectFromSidebar}
            />
            <div className="app-bcr-main">
              <h2 id={PAGE_TITLE_ID} ref={title} tabIndex={-1} className="app-bcr-main__title">
                {pageTitle(pages.page)}
              </h2>
              {refreshing ? (
                <p className="app-bcr-refreshing" role="status">
                  Refreshing BCR data
                </p>
              ) : null}
              {readOnly ? (
                <InPageAlert tone="info" compact>
                  {readOnlyNote(view.readOnlyReason)}
                </InPageAlert>
              ) : checkedOut ? (
                <InPageAlert tone="info" compact>
                  {OFFLINE_DECIDED_MESSAGES.editingCheckedOutCopy}
                </InPageAlert>
              ) : null}
              <ErrorSummary errors={summaryErrors(pages.issues)} />
              <PageWarnings issues={pages.issues} />
              {/* Unnamed: a form named by the page title would answer getByLabel for a field of that name ("Work Partly Backfilled"). */}
              <form noValidate onSubmit={(e) => e.preventDefault()}>
                <fieldset className="app-bcr-fieldset" disabled={readOnly && !PAGES_KEEPING_READ_ONLY.has(pages.page)}>
                  <Suspense fallback={<Loader label="Loading page" />}>
                    <Page />
                  </Suspense>
                </fieldset>
              </form>
              <BcrButtons buttons={buttons} onPress={onPress} busy={saving} />
            </div>
          </div>
        </PageFrame>
      </BcrWizardContext.Provider>
    </FormProvider>
  );
}
