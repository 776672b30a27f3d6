import { useFormContext, useWatch } from 'react-hook-form';
import {
  BCR_MESSAGES,
  bcrMessage,
  isOnRow,
  mustDiscardGravelPack,
  waterEntryDesignIssues,
  waterEntryDesignRowSchema,
  waterEntryDesignWarnings,
  type BcrContext,
  type DrillingDetailsRow,
  type GravelPackRow,
  type WaterEntryDesignRow,
} from '@driller/domain';
import { useDialogs } from '../../../../components/ui/dialogs/dialog-context';
import { withRow } from '../../rows/row-list';
import { removeLastInScope, type RowScope } from '../../rows/row-scope';
import { checkRowDraft } from '../../rows/row-validation';
import type { RowSection } from '../../rows/use-row-section';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { discardRows } from './gravel-discard';

const SECTION = 'waterEntryDesign';

/** What a written list asks before it is kept: the row's warnings, and whether the gravel pack must go. */
export function waterEntryQuestions(
  next: readonly WaterEntryDesignRow[],
  index: number,
  gravelPack: readonly GravelPackRow[],
  drilling: readonly DrillingDetailsRow[],
  ctx: BcrContext,
): { warnings: string[]; discardGravel: boolean } {
  const warnings =
    waterEntryDesignWarnings(next, drilling, ctx).filter((w) => isOnRow(w.path, SECTION, index)).map((w) => w.message);
  return { warnings, discardGravel: mustDiscardGravelPack(next, gravelPack) };
}

/**
 * Water entry design rows with their questions (spec 2 sections 4 and 5): a row's non-blocking warnings
 * (minimum OD, wall thickness, centraliser spacing, casing wider than the hole) are confirmed when the
 * row is saved, and when a save or a removal leaves no Artificial Gravel Pack while gravel pack rows
 * exist, they are discarded after a confirm. Cancel leaves the row open (or in place).
 */
export function useWaterEntryGuard(rows: RowSection<WaterEntryDesignRow>, subset: RowScope<WaterEntryDesignRow>, ctx: BcrContext): RowSection<WaterEntryDesignRow> {
  const { confirm } = useDialogs();
  const { setValue } = useFormContext<BcrFormValues>();
  const [gravelPack, drilling] = useWatch<BcrFormValues>({ name: ['gravelPack', 'drillingDetails'] }) as [GravelPackRow[] | undefined, DrillingDetailsRow[] | undefined];
  const gravel = gravelPack ?? [];

  async function agreed(questions: { warnings: string[]; discardGravel: boolean }): Promise<boolean> {
    if (questions.warnings.length > 0 && !(await confirm(bcrMessage.confirm(questions.warnings)))) return false;
    return !questions.discardGravel || confirm(BCR_MESSAGES.gravelPackDiscardConfirm);
  }
  const discardGravel = () => setValue('gravelPack', discardRows(gravel), { shouldDirty: true });

  return {
    ...rows,
    save: (draft, andAdd) => {
      const editor = rows.editor;
      if (!editor) return rows.save(draft, andAdd);
      // Blocking errors first, in the modal (the page's own check); the questions only for a row that can be kept.
      const { index, isNew } = editor;
      const checked = checkRowDraft({ section: SECTION, schema: waterEntryDesignRowSchema, rows: rows.rows, index, isNew, draft, check: (list) => waterEntryDesignIssues(list, ctx) });
      if (checked.errors) return checked.errors;
      const questions = waterEntryQuestions(withRow(rows.rows, index, checked.row, isNew), index, gravel, drilling ?? [], ctx);
      if (questions.warnings.length === 0 && !questions.discardGravel) return rows.save(draft, andAdd);
      void agreed(questions).then((ok) => {
        if (!ok) return;
        rows.save(draft, andAdd);
        if (questions.discardGravel) discardGravel();
      });
      // The modal stays open, without errors, while the questions are asked.
      return {};
    },
    remove: () => {
      const next = removeLastInScope(rows.rows, subset);
      if (!mustDiscardGravelPack(next, gravel)) {
        rows.remove();
        return;
      }
      void confirm(BCR_MESSAGES.gravelPackDiscardConfirm).then((ok) => {
        if (!ok) return;
        rows.remove();
        discardGravel();
      });
    },
  };
}
