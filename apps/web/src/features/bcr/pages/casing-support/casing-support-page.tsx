import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BCR_MESSAGES,
  CASING_SUPPORT_METHODS,
  CASING_TYPES,
  DIGIT_LIMITS,
  YES_NO,
  casingSupportEditable,
  casingTypeLock,
  isRegulator,
  pageTitle,
} from '@driller/domain';
import { useDialogs } from '../../../../components/ui/dialogs/dialog-context';
import { InPageAlert } from '../../../../components/ui/in-page-alert';
import { CodeSelect } from '../../rows/code-select';
import { NumericField } from '../../rows/numeric-field';
import { PageFieldScope } from '../../rows/page-field-scope';
import { YesNoSelect } from '../../rows/text-field';
import { HourSelect, MinuteSelect } from '../../rows/time-selects';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { useBcrWizard } from '../../wizard/wizard-context';
import { casingSupportInputs, centraliserConfirm, centraliserConfirmLines } from './casing-support-checks';

const L = DIGIT_LIMITS.casingSupport;
const P = 'casingSupport';
const yes = (v: unknown) => Number(v) === YES_NO.yes;

/**
 * Casing Support (spec 2): one form. It opens once casing / liner details exist (or for the regulator);
 * open through rock forces casing type Open end, locked for everyone but the regulator; a centraliser
 * spacing over 6 m, or over a material's maximum, is confirmed before the save.
 */
export function CasingSupportPage() {
  const { context, view, readOnly, registerPageCheck } = useBcrWizard();
  const { getValues, setValue } = useFormContext<BcrFormValues>();
  const { confirm } = useDialogs();
  const [support, liner, wed] = useWatch<BcrFormValues>({ name: [P, 'casingLiner', 'waterEntryDesign'] }) as [
    BcrFormValues['casingSupport'],
    BcrFormValues['casingLiner'],
    BcrFormValues['waterEntryDesign'],
  ];
  const inputs = casingSupportInputs({ casingSupport: support, casingLiner: liner, waterEntryDesign: wed });
  const editable = casingSupportEditable(inputs.casingLiner, inputs.waterEntryDesign, context);
  const lock = casingTypeLock(context);
  const forced = lock?.value ?? null;
  const strict = !isRegulator(context);

  // Open through rock: the casing type is Open end before anyone types (the regulator may change it after).
  useEffect(() => {
    if (forced === null || readOnly || !editable || getValues(`${P}.casingType`) === forced) return;
    if (!lock?.locked && getValues(`${P}.casingType`) !== null && getValues(`${P}.casingType`) !== undefined) return;
    setValue(`${P}.casingType`, forced, { shouldDirty: true });
  }, [forced, lock?.locked, readOnly, editable, getValues, setValue]);

  useEffect(
    () =>
      registerPageCheck(() => {
        const lines = centraliserConfirmLines(casingSupportInputs(getValues()), context);
        return lines.length === 0 ? true : confirm(centraliserConfirm(lines));
      }),
    [registerPageCheck, getValues, context, confirm],
  );

  const cs = support ?? {};
  return (
    <section aria-labelledby="bcr-page-title-casingSupport">
      <h2 id="bcr-page-title-casingSupport">{pageTitle('casingSupport')}</h2>
      {editable ? null : <InPageAlert tone="info">{BCR_MESSAGES.casingSupportLocked}</InPageAlert>}
      <PageFieldScope disabled={!editable}>
        <div className="app-row-fields">
          <CodeSelect name={`${P}.casingSupportMethod`} label="Casing Support Method" options={CASING_SUPPORT_METHODS} required={strict} />
          {view.hydstra ? (
            <>
              <CodeSelect name={`${P}.casingSupportMethod2`} label="Casing Support Method 2" options={CASING_SUPPORT_METHODS} />
              <CodeSelect name={`${P}.casingSupportMethod3`} label="Casing Support Method 3" options={CASING_SUPPORT_METHODS} />
            </>
          ) : null}
          <CodeSelect name={`${P}.casingType`} label="Type of Casing Bottom" options={CASING_TYPES} required={strict} locked={lock?.locked === true} />
          <YesNoSelect name={`${P}.sumpInstalled`} label="Sump Installed" />
          {yes(cs.sumpInstalled) ? (
            <>
              <NumericField name={`${P}.sumpInstalledFrom`} label="Sump Installed From (m)" limit={L.depth} required />
              <NumericField name={`${P}.sumpInstalledTo`} label="Sump Installed To (m)" limit={L.depth} required />
            </>
          ) : null}
          <YesNoSelect name={`${P}.pressureCemented`} label="Pressure Cemented" />
          {yes(cs.pressureCemented) ? (
            <>
              <NumericField name={`${P}.pressureCementedFrom`} label="Pressure Cemented From (m)" limit={L.depth} required />
              <NumericField name={`${P}.pressureCementedTo`} label="Pressure Cemented To (m)" limit={L.depth} required />
              <HourSelect name={`${P}.durationHour`} label="Curing Time (Hours)" />
              <MinuteSelect name={`${P}.durationMin`} label="Curing Time (Minutes)" blank />
            </>
          ) : null}
          <YesNoSelect name={`${P}.centralisersInstalled`} label="Centralisers Installed" />
          {yes(cs.centralisersInstalled) ? (
            <NumericField name={`${P}.centraliserSpacing`} label="Centraliser Spacing (m)" limit={L.centraliserSpacing} required />
          ) : null}
          <YesNoSelect name={`${P}.casingProtectorCementedInPlace`} label="Casing Protector Cemented in Place" required={strict} />
        </div>
      </PageFieldScope>
    </section>
  );
}
