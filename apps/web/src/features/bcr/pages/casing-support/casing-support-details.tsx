import { useFormContext } from 'react-hook-form';
import { DIGIT_LIMITS, YES_NO, type CasingSupport } from '@driller/domain';
import { InPageAlert } from '../../../../components/ui/in-page-alert';
import { NumericField } from '../../rows/numeric-field';
import { YesNoSelect } from '../../rows/text-field';
import { HourSelect, MinuteSelect } from '../../rows/time-selects';

const L = DIGIT_LIMITS.casingSupport;
const P = 'casingSupport';
const yes = (v: unknown) => Number(v) === YES_NO.yes;

/** What each question asks when answered Yes. */
const ASKED = {
  sumpInstalled: ['sumpInstalledFrom', 'sumpInstalledTo'],
  pressureCemented: ['pressureCementedFrom', 'pressureCementedTo', 'durationHour', 'durationMin'],
  centralisersInstalled: ['centraliserSpacing'],
} as const;

/**
 * A question answered other than Yes clears what it asked: figures left behind a "No" would be saved
 * unseen, and a sump's "To" still bounds the partly backfilled depth.
 */
function useClearUnasked() {
  const { setValue } = useFormContext();
  return (question: keyof typeof ASKED) => (value: unknown) => {
    if (yes(value)) return;
    for (const field of ASKED[question]) setValue(`${P}.${field}`, null, { shouldDirty: true });
  };
}

/**
 * The yes/no questions of casing support and what each asks when answered Yes: sump from/to; pressure
 * cemented from/to and its curing time (hours chosen from spec 2's 00-23); centraliser spacing, with the
 * spacing notes under it.
 */
export function CasingSupportDetails({ support, notes }: { support: CasingSupport; notes: readonly string[] }) {
  const clear = useClearUnasked();
  return (
    <>
      <YesNoSelect name={`${P}.sumpInstalled`} label="Sump Installed" onChanged={clear('sumpInstalled')} />
      {yes(support.sumpInstalled) ? (
        <>
          <NumericField name={`${P}.sumpInstalledFrom`} label="Sump Installed From (m)" limit={L.depth} required />
          <NumericField name={`${P}.sumpInstalledTo`} label="Sump Installed To (m)" limit={L.depth} required />
        </>
      ) : null}
      <YesNoSelect name={`${P}.pressureCemented`} label="Pressure Cemented" onChanged={clear('pressureCemented')} />
      {yes(support.pressureCemented) ? (
        <>
          <NumericField name={`${P}.pressureCementedFrom`} label="Pressure Cemented From (m)" limit={L.depth} required />
          <NumericField name={`${P}.pressureCementedTo`} label="Pressure Cemented To (m)" limit={L.depth} required />
          <HourSelect name={`${P}.durationHour`} label="Curing Time (Hours)" />
          <MinuteSelect name={`${P}.durationMin`} label="Curing Time (Minutes)" blank />
        </>
      ) : null}
      <YesNoSelect name={`${P}.centralisersInstalled`} label="Centralisers Installed" onChanged={clear('centralisersInstalled')} />
      {yes(support.centralisersInstalled) ? (
        <NumericField name={`${P}.centraliserSpacing`} label="Centraliser Spacing (m)" limit={L.centraliserSpacing} required />
      ) : null}
      {yes(support.centralisersInstalled) && notes.length > 0 ? (
        <div className="app-row-fields__wide">
          <InPageAlert tone="warning" compact>
            {notes.map((line) => (
              <p key={line} className="app-row-message">
                {line}
              </p>
            ))}
          </InPageAlert>
        </div>
      ) : null}
    </>
  );
}
