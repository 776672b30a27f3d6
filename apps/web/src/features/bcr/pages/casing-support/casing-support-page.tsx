import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  BCR_MESSAGES,
  CASING_SUPPORT_METHODS,
  CASING_TYPES,
  casingTypeLock,
  isRegulator,
} from '@driller/domain';
import { InPageAlert } from '../../../../components/ui/in-page-alert';
import { CodeSelect } from '../../rows/code-select';
import { PageFieldScope } from '../../rows/page-field-scope';
import { YesNoSelect } from '../../rows/text-field';
import type { BcrFormValues } from '../../wizard/bcr-form-values';
import { useBcrWizard } from '../../wizard/wizard-context';
import { casingSupportInputs, casingSupportWaits, centraliserNotes } from './casing-support-checks';
import { CasingSupportDetails } from './casing-support-details';

const P = 'casingSupport';

/**
 * Casing Support (spec 2): one form. It opens once casing / liner details exist (or for the regulator);
 * open through rock forces casing type Open end, locked for everyone but the regulator; a centraliser
 * spacing over 6 m, or over a material's maximum, is pointed out as it is typed and confirmed on save.
 */
export function CasingSupportPage() {
  const { context, view, readOnly } = useBcrWizard();
  const { getValues, setValue } = useFormContext<BcrFormValues>();
  const [support, liner, wed] = useWatch<BcrFormValues>({ name: [P, 'casingLiner', 'waterEntryDesign'] }) as [
    BcrFormValues['casingSupport'],
    BcrFormValues['casingLiner'],
    BcrFormValues['waterEntryDesign'],
  ];
  const inputs = casingSupportInputs({ casingSupport: support, casingLiner: liner, waterEntryDesign: wed });
  // The wizard hides the save buttons by the same rule (page-waits).
  const editable = !casingSupportWaits({ casingLiner: liner, waterEntryDesign: wed }, context);
  const lock = casingTypeLock(context);
  const forced = lock?.value ?? null;
  const strict = !isRegulator(context);

  // Open through rock: the casing type is Open end before anyone types (the regulator may change it after).
  useEffect(() => {
    if (forced === null || readOnly || !editable || getValues(`${P}.casingType`) === forced) return;
    if (!lock?.locked && getValues(`${P}.casingType`) !== null && getValues(`${P}.casingType`) !== undefined) return;
    setValue(`${P}.casingType`, forced, { shouldDirty: true });
  }, [forced, lock?.locked, readOnly, editable, getValues, setValue]);

  const notes = centraliserNotes(inputs, context);

  return (
    <>
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
          <CasingSupportDetails support={inputs.casingSupport} notes={notes} />
          <YesNoSelect name={`${P}.casingProtectorCementedInPlace`} label="Casing Protector Cemented in Place" required={strict} />
        </div>
      </PageFieldScope>
    </>
  );
}
