import { HOUR_OPTIONS, MINUTE_OPTIONS } from '@driller/domain';
import { CodeSelect } from './code-select';

/** Hours 00 to 23 (spec 2 section 9), stored as a number. */
const HOURS = HOUR_OPTIONS.map((h) => ({ id: Number(h), name: h }));
/** Minutes 00 to 59, stored as the two-digit text. */
const MINUTES = MINUTE_OPTIONS.map((m) => ({ id: m, name: m }));

export function HourSelect({ name, label, required = false }: { name: string; label: string; required?: boolean }) {
  return <CodeSelect name={name} label={label} options={HOURS} required={required} />;
}

/** Minutes default to 00 (the row's factory sets it), so no blank choice unless the field may stay unset. */
export function MinuteSelect({ name, label, required = false, blank = false }: { name: string; label: string; required?: boolean; blank?: boolean }) {
  return <CodeSelect name={name} label={label} options={MINUTES} required={required} blank={blank} />;
}
