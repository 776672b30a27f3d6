import { useState, type RefObject } from 'react';
import { useFormContext } from 'react-hook-form';
import { WORK_PAGE, exceptionReasonCode, hasErrors, nothingToSaveIssue, validateLocationSave, type Issue } from '@driller/domain';
import type { WorkMapHandle } from '../../../components/ui/map/work-map';
import { useDialogs } from '../../../components/ui/dialogs/dialog-context';
import { uploadMapImage } from '../api/upload-map-image';
import type { WorkFormValues } from './work-form-values';
import { useWorkContext } from './work-context';

export type LocationSaveMode = 'save' | 'close' | 'bcr';

/**
 * The location page's saves: the coordinates rule (alerted), 'There is nothing to save' for an unchanged
 * Save, each warning confirmed (Cancel stops),
 * the 1280x800 map image uploaded, then the work saved with the confirmed exception codes.
 */
export function useLocationSave(map: RefObject<WorkMapHandle | null>, warnings: readonly Issue[]) {
  const { formAId, user, access, save, setIssues } = useWorkContext();
  const { getValues, formState } = useFormContext<WorkFormValues>();
  const dialogs = useDialogs();
  const [exporting, setExporting] = useState(false);

  async function mapDocumentId(): Promise<number | null> {
    if (!map.current || formAId <= 0) return null;
    setExporting(true);
    try {
      const files = await uploadMapImage({ formAId, image: await map.current.exportImage() });
      return files[0]?.documentId ?? null;
    } catch (e) {
      // The image is a convenience for the PDF; failing to draw it must not lose the location.
      console.warn('Map image not saved', e);
      return null;
    } finally {
      setExporting(false);
    }
  }

  async function saveLocation(mode: LocationSaveMode): Promise<void> {
    const values = getValues();
    const errors = validateLocationSave({
      actualLatitude: values.actualLatitude ?? null,
      actualLongitude: values.actualLongitude ?? null,
      roleId: user.roleId,
      offline: access.offline,
      lockedByOther: access.browseLocked,
    });
    if (hasErrors(errors)) {
      setIssues(errors);
      await dialogs.alert(errors.map((e) => e.message).join('\n'));
      return;
    }
    // Save (a draft) with nothing changed says so, before any confirm or map upload (spec 1 section 8).
    const unchanged = mode === 'save' ? nothingToSaveIssue(formState.isDirty) : [];
    if (unchanged.length > 0) return void (await dialogs.alert(unchanged.map((e) => e.message).join('\n')));
    for (const w of warnings) if (!(await dialogs.confirm(w.message))) return;
    const documentId = await mapDocumentId();
    await save({
      kind: mode === 'save' ? 'draft' : 'next',
      page: WORK_PAGE.actualLocation,
      goTo: mode === 'close' ? null : WORK_PAGE.actualLocation,
      nextAction: mode === 'bcr' ? 'openbcr' : null,
      patch: { exceptionReasonCode: exceptionReasonCode(warnings), ...(documentId !== null ? { mapDocumentId: documentId } : {}) },
    });
  }

  return { saveLocation, exporting };
}
