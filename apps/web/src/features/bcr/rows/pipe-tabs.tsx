import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { pipeNumbers } from '@driller/domain';
import type { BcrFormValues } from '../wizard/bcr-form-values';
import { numberOf } from './use-report-depths';
import './pipe-tabs.css';

/** The pipe a per-pipe page shows (water entry design, pumping test), among the work's pipes. */
export function usePipeChoice(): { pipes: number[]; pipe: number; choose: (pipe: number) => void } {
  const noOfPipes = useWatch<BcrFormValues>({ name: 'summary.noOfPipes' });
  const pipes = pipeNumbers(numberOf(noOfPipes));
  const [chosen, choose] = useState(1);
  return { pipes, pipe: pipes.includes(chosen) ? chosen : 1, choose };
}

/**
 * The pipe-number selector (spec 2 "multi-pipe handling"), shown only when the work has more than one
 * pipe; each pipe has its own rows. Links rather than a select: choosing a pipe changes no field, so it
 * must stay usable on a read-only report, whose page sits in a disabled fieldset.
 */
export function PipeTabs({ pipes, pipe, onChange }: { pipes: readonly number[]; pipe: number; onChange: (pipe: number) => void }) {
  if (pipes.length <= 1) return null;
  return (
    <nav className="nsw-tabs app-pipe-tabs" aria-label="Pipe No">
      <div className="nsw-tabs__list-wrapper">
        <ul className="nsw-tabs__list">
          {pipes.map((p) => (
            <li key={p}>
              <a
                href={`#pipe-${p}`}
                className={p === pipe ? 'active' : undefined}
                aria-current={p === pipe ? 'true' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  onChange(p);
                }}
              >
                Pipe {p}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** A per-pipe table's and modal's title: the pipe number is added when the work has several pipes. */
export function pipeTitle(title: string, pipe: number, pipes: readonly number[]): string {
  return pipes.length > 1 ? `${title} - Pipe ${pipe}` : title;
}
