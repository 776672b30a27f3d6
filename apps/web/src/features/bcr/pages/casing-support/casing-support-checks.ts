import {
  BCR_MESSAGES,
  casingLinerRowSchema,
  casingSupportEditable,
  casingSupportSchema,
  casingSupportWarnings,
  waterEntryDesignRowSchema,
  type BcrContext,
  type CasingLinerRow,
  type CasingSupport,
  type SafeParser,
  type WaterEntryDesignRow,
} from '@driller/domain';
import type { BcrFormValues } from '../../wizard/bcr-form-values';

export interface CasingSupportInputs {
  casingSupport: CasingSupport;
  casingLiner: CasingLinerRow[];
  waterEntryDesign: WaterEntryDesignRow[];
}

/** The rows that parse (a row still being typed wrongly does not count yet). */
function parsedRows<R>(schema: SafeParser<R>, rows: readonly unknown[] | null | undefined): R[] {
  return (rows ?? []).flatMap((row) => {
    const parsed = schema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The form's values as the casing support rules read them; what does not parse yet counts as empty. */
export function casingSupportInputs(values: Pick<BcrFormValues, 'casingSupport' | 'casingLiner' | 'waterEntryDesign'>): CasingSupportInputs {
  const support = casingSupportSchema.safeParse(values.casingSupport ?? {});
  return {
    casingSupport: support.success ? support.data : casingSupportSchema.parse({}),
    casingLiner: parsedRows(casingLinerRowSchema, values.casingLiner),
    waterEntryDesign: parsedRows(waterEntryDesignRowSchema, values.waterEntryDesign),
  };
}

/**
 * The page waits for casing: no Casing / Liner Details (nor casing rows of water entry design) in the form
 * yet, and the role is not the regulator. Its fields are locked, and its save buttons go with them.
 */
export function casingSupportWaits(values: Pick<BcrFormValues, 'casingLiner' | 'waterEntryDesign'>, ctx: BcrContext): boolean {
  const { casingLiner, waterEntryDesign } = casingSupportInputs({ casingSupport: null, ...values });
  return !casingSupportEditable(casingLiner, waterEntryDesign, ctx);
}

/**
 * What the page says under the centraliser spacing as it is typed (spec 2 section 5): spacing over 6 m,
 * and over a material's master-data maximum, introduced by the general message. The save confirms the
 * same warnings (the wizard's save pipeline). Empty when the spacing is within every limit.
 */
export function centraliserNotes(inputs: CasingSupportInputs, ctx: BcrContext): string[] {
  const warnings = casingSupportWarnings(inputs.casingSupport, inputs.casingLiner, inputs.waterEntryDesign, ctx).map((w) => w.message);
  const [over6m, ...perMaterial] = warnings.includes(BCR_MESSAGES.centraliserSpacingOver6m)
    ? [BCR_MESSAGES.centraliserSpacingOver6m, ...warnings.filter((m) => m !== BCR_MESSAGES.centraliserSpacingOver6m)]
    : [null, ...warnings];
  return [
    ...(over6m ? [over6m] : []),
    ...(perMaterial.length > 0 ? [BCR_MESSAGES.centraliserSpacingOverMax, ...perMaterial] : []),
  ];
}
