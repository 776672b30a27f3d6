import { useWatch } from 'react-hook-form';
import {
  isAlterationWork,
  isFromDepthEditable,
  isRegulator,
  newWaterEntryRow,
  pageTitle,
  waterBearingZoneOptions,
  waterEntryDesignIssues,
  waterEntryDesignRowSchema,
  type RowBase,
  type WaterEntryDesignRow,
} from '@driller/domain';
import { DepthLine } from '../../rows/depth-line';
import { PipeTabs, pipeTitle, usePipeChoice } from '../../rows/pipe-tabs';
import { RowSectionBlock } from '../../rows/row-section-block';
import { useRowSection } from '../../rows/use-row-section';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { useBcrWizard } from '../../wizard/wizard-context';
import { GravelPackSection } from './gravel-pack-section';
import { useWaterEntryGuard } from './use-water-entry-guard';
import { waterEntryColumns } from './water-entry-columns';
import './water-entry-design.css';
import { WaterEntryFields } from './water-entry-fields';

const SECTION = 'waterEntryDesign';

/**
 * Water Entry Design (spec 2 section 2): the casing and screen rows of the chosen pipe edited in a modal
 * (titled with the pipe number when the work has several), the hydstra-only columns on a hydstra record,
 * then the Gravel Pack sub-table. A new row takes the last casing row's material and fixing (domain
 * newWaterEntryRow); a row's warnings are confirmed when it is saved.
 */
export function WaterEntryDesignPage() {
  const { context, issues, view } = useBcrWizard();
  const { pipes, pipe, choose } = usePipeChoice();
  const zones = useWatch<BcrFormValues>({ name: 'waterBearingZones' }) as
    (RowBase & { from?: number | null; to?: number | null })[] | undefined;
  const fromEditable = (position: number) =>
    isFromDepthEditable('waterEntryDesign', position, context.roleId, context.workType);
  const subset = (row: WaterEntryDesignRow) => (row.pipeNo ?? 1) === pipe;
  const section = useRowSection<WaterEntryDesignRow>({
    section: SECTION,
    schema: waterEntryDesignRowSchema,
    newRow: (_previous, list) => newWaterEntryRow(list, pipe, context.roleId),
    check: (list) => waterEntryDesignIssues(list, context),
    issues,
    subset,
    fromLink: { fromKey: 'from', toKey: 'to', editable: fromEditable },
  });
  const rows = useWaterEntryGuard(section, subset, context);
  const title = pipeTitle(pageTitle('waterEntryDesign'), pipe, pipes);
  return (
    <>
      <PipeTabs pipes={pipes} pipe={pipe} onChange={choose} />
      <DepthLine workType={context.workType} />
      <RowSectionBlock
        key={pipe}
        title={title}
        section={SECTION}
        rows={rows}
        columns={waterEntryColumns(view.hydstra)}
        wide
        fields={(editor) => (
          <WaterEntryFields
            fromLocked={!fromEditable(editor.position)}
            relaxed={isRegulator(context)}
            zoneRequired={!isAlterationWork(context.workType)}
            hydstra={view.hydstra}
            zones={waterBearingZoneOptions(zones ?? [])}
            rows={section.rows}
          />
        )}
      />
      <GravelPackSection waterEntryRows={section.rows} />
    </>
  );
}
