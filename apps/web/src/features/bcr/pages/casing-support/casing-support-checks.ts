import {
  BCR_MESSAGES,
  bcrMessage,
  casingLinerRowSchema,
  casingSupportSchema,
  casingSupportWarnings,
  waterEntryDesignRowSchema,
  type BcrContext,
  type CasingLinerRow,
  type CasingSupport,
  type WaterEntryDesignRow,
} from '@driller/domain';
import { z } from 'zod';
import type { BcrFormValues } from '../../wizard/bcr-form-values';

export interface CasingSupportInputs {
  casingSupport: CasingSupport;
  casingLiner: CasingLinerRow[];
  waterEntryDesign: WaterEntryDesignRow[];
}

/** The form's values as the casing support rules read them; what does not parse yet counts as empty. */
export function casingSupportInputs(values: Pick<BcrFormValues, 'casingSupport' | 'casingLiner' | 'waterEntryDesign'>): CasingSupportInputs {
  const support = casingSupportSchema.safeParse(values.casingSupport ?? {});
  const liner = z.array(casingLinerRowSchema).safeParse(values.casingLiner ?? []);
  const wed = z.array(waterEntryDesignRowSchema).safeParse(values.waterEntryDesign ?? []);
  return {
    casingSupport: support.success ? support.data : casingSupportSchema.parse({}),
    casingLiner: liner.success ? liner.data : [],
    waterEntryDesign: wed.success ? wed.data : [],
  };
}

/**
 * The lines of the confirm before a casing support save (spec 2 section 5): spacing over 6 m, and over
 * a material's master-data maximum, introduced by the general message. Empty when nothing to confirm.
 */
export function centraliserConfirmLines(inputs: CasingSupportInputs, ctx: BcrContext): string[] {
  const warnings = casingSupportWarnings(inputs.casingSupport, inputs.casingLiner, inputs.waterEntryDesign, ctx).map((w) => w.message);
  const [over6m, ...perMaterial] = warnings.includes(BCR_MESSAGES.centraliserSpacingOver6m)
    ? [BCR_MESSAGES.centraliserSpacingOver6m, ...warnings.filter((m) => m !== BCR_MESSAGES.centraliserSpacingOver6m)]
    : [null, ...warnings];
  return [
    ...(over6m ? [over6m] : []),
    ...(perMaterial.length > 0 ? [BCR_MESSAGES.centraliserSpacingOverMax, ...perMaterial] : []),
  ];
}

/** The confirm's text: the lines, then the spec's closing question. */
export const centraliserConfirm = (lines: readonly string[]): string => bcrMessage.confirm(lines);
