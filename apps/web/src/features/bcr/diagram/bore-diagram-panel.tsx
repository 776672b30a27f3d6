import { useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { boreDiagram } from '@driller/domain';
import { parseFormValues, type BcrFormValues } from '../wizard/bcr-form-values';
import { useBcrWizard } from '../wizard/wizard-context';
import { DiagramSvg } from './diagram-svg';

const LEGEND = [
  ['app-diagram__key--seal', 'Annulus seal'],
  ['app-diagram__key--gravel', 'Gravel pack'],
  ['app-diagram__key--casing', 'Casing (solid) and screen (dashed)'],
  ['app-diagram__key--zone', 'Water bearing zone'],
  ['app-diagram__key--backfill', 'Backfill'],
] as const;

/**
 * The bore construction diagram on the review page: drawn from the report as it stands in the form, so
 * it follows the driller's edits; the stored report stands in while a value does not parse.
 */
export function BoreDiagramPanel() {
  const { view } = useBcrWizard();
  const values = useWatch<BcrFormValues>() as BcrFormValues;
  const pipes = Math.max(1, view.report.summary.noOfPipes ?? 1);
  const [pipe, setPipe] = useState(1);
  const diagram = useMemo(() => boreDiagram(parseFormValues(values).report ?? view.report, pipe), [values, view.report, pipe]);
  const headingId = useId();
  const pipeId = useId();

  return (
    <section className="app-work-section app-diagram" aria-labelledby={headingId}>
      <h3 id={headingId}>Bore Construction Diagram</h3>
      {pipes > 1 ? (
        <div className="nsw-form__group">
          <label className="nsw-form__label" htmlFor={pipeId}>
            Pipe
          </label>
          <select id={pipeId} className="nsw-form__select" value={pipe} onChange={(e) => setPipe(Number(e.target.value))}>
            {Array.from({ length: pipes }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                Pipe {i + 1}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {diagram.bottom === 0 ? (
        <p>Nothing to draw yet: the diagram follows the depths entered in the report.</p>
      ) : (
        <>
          <DiagramSvg diagram={diagram} title={`Bore construction diagram to ${diagram.bottom} m${pipes > 1 ? `, pipe ${pipe}` : ''}`} />
          <ul className="app-diagram__legend">
            {LEGEND.map(([key, text]) => (
              <li key={key}>
                <span className={`app-diagram__key ${key}`} aria-hidden="true" /> {text}
              </li>
            ))}
          </ul>
          {diagram.conflicts.length > 0 ? (
            <ul className="app-diagram__conflicts" aria-label="Depths that contradict each other">
              {diagram.conflicts.map((c) => (
                <li key={`${c.depth}-${c.message}`}>{c.message}</li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
