import { WORK_PAGE_TITLES, canOpenPage, type StepperContext, type WorkPage } from '@driller/domain';
import { flowPages } from '../hooks/work-flow';

/**
 * The header buttons of the stepper: one per page of this work's flow, numbered, enabled only once
 * the page has been reached (and its prerequisites are set); the current one is marked for AT.
 */
export function WorkStepperNav({ page, ctx, onOpen }: { page: WorkPage; ctx: StepperContext; onOpen: (page: WorkPage) => void }) {
  const pages = flowPages(ctx);
  return (
    <nav aria-label="Work steps" className="app-stepper">
      <ol>
        {pages.map((p, index) => {
          const current = p === page;
          const done = pages.indexOf(page) > index;
          return (
            <li key={p} className={`app-stepper__item${current ? ' is-current' : ''}${done ? ' is-done' : ''}`}>
              <button
                type="button"
                className="app-stepper__button"
                aria-current={current ? 'step' : undefined}
                disabled={!current && !canOpenPage(p, ctx)}
                onClick={() => onOpen(p)}
              >
                <span className="app-stepper__number" aria-hidden="true">
                  {index + 1}
                </span>
                <span className="app-stepper__label">
                  <span className="sr-only">{`Step ${index + 1}: `}</span>
                  {WORK_PAGE_TITLES[p]}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
