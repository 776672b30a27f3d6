import type { NumericLimit } from './numeric';

/**
 * Digit limits of spec 2 section 5. The spec writes pairs such as "0,4"; we read the first number
 * as the start (no sign) and the second as integer digits, with 2 decimals (docs/decisions.md).
 */
const d = (digits: number, extra: Omit<NumericLimit, 'digits'> = {}): NumericLimit => ({ digits, ...extra });

export const DIGIT_LIMITS = {
  summary: {
    completedDepth: d(4),
    elevation: d(4, { allowNegative: true }),
    finalYield: d(5),
    finalSWL: d(3),
    finalSalinity: d(6),
    finalSalinityConductivity: d(6),
    finalDDL: d(3),
    finalDurationHour: d(2, { decimals: 0 }),
    finalDurationMin: d(2, { decimals: 0 }),
  },
  depth: d(5),
  hours: d(2, { decimals: 0 }),
  minutes: d(2, { decimals: 0 }),
  drillingDetails: { diameter: d(5), penetrationRate: d(14) },
  waterBearingZone: { swl: d(3), yield: d(5), salinityTds: d(6), salinityConductivity: d(6), ddl: d(3) },
  excavation: { excavationDepth: d(5), liningDepth: d(4), dimension: d(4) },
  casingLiner: { from: d(4, { allowNegative: true }), to: d(4), odmm: d(4), wallThickness: d(4), idmm: d(4), centraliserSpacing: d(7) },
  casingSupport: { depth: d(5), centraliserSpacing: d(7) },
  annulus: { depth: d(5), quantity: d(4), diameter: d(4) },
  waterEntryDesign: {
    from: d(4, { allowNegative: true }),
    to: d(4),
    od: d(4),
    wallThickness: d(4),
    id: d(4),
    centraliserSpacing: d(7),
    screenAperture: d(3),
    screenWireThickness: d(7),
    slotLength: d(4),
    slotWidth: d(3),
    slotSpacing: d(7),
  },
  gravelPack: { grainSize: d(3), depth: d(5), quantity: d(4), diameter: d(4) },
  boreDevelopment: { durationHour: d(2, { decimals: 0 }), sandContent: d(6) },
  disinfection: { quantityApplied: d(4) },
  workPartlyBackfilled: { depth: d(4) },
  headWorks: { dimension: d(4) },
  pumpingTest: { measurement: d(8), hours: d(2, { decimals: 0 }) },
} as const;
