/** Wording the synthetic register draws from: customers, works, purposes and conditions. */

export const SURNAMES = [
  'Anderson', 'Brennan', 'Campbell', 'Doherty', 'Evans', 'Fitzgerald', 'Graham', 'Hughes', 'Irwin', 'Jamieson',
  'Kelly', 'Lawson', 'McPherson', 'Nguyen', "O'Brien", 'Patel', 'Quinn', 'Robertson', 'Sullivan', 'Thompson',
  'Underwood', 'Vella', 'Walker', 'Young', 'Zammit',
] as const;

export const GIVEN_INITIALS = ['A', 'B', 'C', 'D', 'G', 'J', 'K', 'L', 'M', 'P', 'R', 'S', 'T', 'W'] as const;

export const PROPERTY_NAMES = [
  'Glenroy', 'Kurrajong Park', 'Wattle Downs', 'Bimbadeen', 'Yarraman', 'Red Hill', 'Springvale', 'Boree Creek',
  'Mount Pleasant', 'Belltrees', 'Cooinda', 'Riverview', 'Gum Flat', 'Myall Plains', 'Coolabah',
] as const;

export const COMPANY_SUFFIXES = ['Pastoral Co Pty Ltd', 'Farming Pty Ltd', 'Holdings Pty Ltd', 'Partnership', 'Family Trust'] as const;

export const STREETS = [
  'Mitchell Highway', 'Newell Highway', 'Oxley Highway', 'Gwydir Highway', 'Sturt Highway', 'Mid Western Highway',
  'Back Creek Road', 'Mountain View Road', 'Old Coach Road', 'Boundary Road', 'River Road', 'Tank Paddock Lane',
] as const;

/** Production approvals (CW/WA) and monitoring approvals (MW) differ in what they authorise. */
export const PRODUCTION_PURPOSES = [
  'Stock, Domestic', 'Irrigation', 'Irrigation, Stock', 'Town Water Supply', 'Industrial', 'Farming', 'Commercial',
] as const;
export const MONITORING_PURPOSES = ['Monitoring', 'Monitoring, Groundwater Investigation', 'Dewatering, Monitoring'] as const;

export const PRODUCTION_WORKS = ['Bore', 'Bore', 'Bore', 'Well', 'Spearpoint', 'Excavation - aquifer interference'] as const;
export const MONITORING_WORKS = ['Monitoring Bore', 'Monitoring Bore', 'Piezometer'] as const;

/** Conditions of approval, modelled on the register's standard wording; {n} numbering is added per approval. */
export const APPROVAL_CONDITION_TEXTS = [
  'The approval holder must ensure that the work is constructed by a driller holding a current water bore driller licence of the appropriate class.',
  'Any work constructed under this approval must be constructed within 100 metres of the approved location shown on the plan held by the Department.',
  'The work must be constructed in accordance with the Minimum Construction Requirements for Water Bores in Australia.',
  'A Bore Construction Report must be provided to the Department within 60 days of the completion of the work.',
  'Where a bore is abandoned it must be decommissioned in accordance with the Minimum Construction Requirements for Water Bores in Australia.',
  'The approval holder must prevent contamination of the aquifer during construction, including by sealing the annulus above the screened interval.',
  'The approval holder must install and maintain a metering equipment that complies with the metering rules before water is taken through the work.',
  'The work must not be used to take water from more than one water source unless authorised by the Department.',
  'Where a bore intersects more than one aquifer, each aquifer must be isolated from the others by an impermeable seal.',
  'The approval holder must allow an authorised officer to enter the land at any reasonable time to inspect the work.',
  'Drilling fluids and cuttings must be contained on site and must not enter any waterway.',
  'The headworks of the bore must be finished at least 0.5 metres above ground level and protected from stock and flooding.',
  'Any water found to be saline (above 3,000 mg/L total dissolved solids) must be reported to the Department within 14 days.',
  'The work must not be constructed within 40 metres of a septic system, effluent disposal area or other source of contamination.',
] as const;

export const MONITORING_CONDITION_TEXTS = [
  'The monitoring bore must be used for water level and water quality monitoring only; no water may be taken for any other purpose.',
  'Monitoring data (standing water levels and field water quality) must be provided to the Department each year by 31 July.',
  'Each monitoring bore must be fitted with a lockable cap and clearly labelled with its groundwater work number.',
] as const;

export const STANDARD_LICENCE_CONDITIONS = [
  'The licence holder must not take water from the water source except in accordance with the water sharing plan.',
  'Water must not be taken unless the available water determination for the water source allows it.',
  'The licence holder must record the volume of water taken each month and keep the records for five years.',
  'The licence holder must notify the Department of any change of address within 28 days.',
] as const;

export const DISCRETIONARY_LICENCE_CONDITIONS = [
  'Water must not be taken from the work when the water level in the nearest monitoring bore falls below the trigger level set by the Department.',
  'The licence holder must participate in the regional groundwater level monitoring program.',
  'Extraction must cease for 24 hours where the pumping rate exceeds 10 litres per second.',
] as const;
