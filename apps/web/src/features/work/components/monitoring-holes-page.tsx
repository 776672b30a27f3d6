import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { MAP_HEIGHT_PX, MAP_ZOOM, REFERENCE_NO_MAX, WORK_PAGE, bboxOf, parseCoordinate, previousWorkPage } from '@driller/domain';
import { WorkMap, type WorkMapHandle } from '../../../components/ui/map/work-map';
import type { MapPin } from '../../../components/ui/map/pin-markers';
import { FormField, describedBy } from '../../../components/ui/form-field';
import type { LotGeoFeature } from '../../../lib/map/arcgis-client';
import { fieldIdFor, issueFor } from '../hooks/field-ids';
import { useHoleEditGuard } from '../hooks/use-hole-edit-guard';
import { useHolesSave } from '../hooks/use-holes-save';
import { usePopupCapture } from '../hooks/use-popup-capture';
import { APPROVAL_CHOICE, mayGoWithoutApproval, stepperContextOf } from '../hooks/work-flow';
import { patchValues, type WorkFormValues } from '../hooks/work-form-values';
import { useWorkContext } from '../hooks/work-context';
import { ApprovalSection } from './approval-section';
import { HolesTable } from './holes-table';
import { LotDpSearch } from './lot-dp-search';
import { PageActions } from './page-actions';

const REFERENCE_ID = fieldIdFor('referenceNo');

/** Page 2: a monitoring work's approval (or reference no), the map and its holes. */
export function MonitoringHolesPage() {
  const { formAId, access, goToPage, saving, issues } = useWorkContext();
  const { control, register, getValues, setValue, formState } = useFormContext<WorkFormValues>();
  const fields = useFieldArray({ control, name: 'workDetailsMonitoring' });
  const [approvalSupplied, holes] = useWatch({ control, name: ['approvalNumberSupplied', 'workDetailsMonitoring'] });
  const [foundLots, setFoundLots] = useState<LotGeoFeature[]>([]);
  const saveHoles = useHolesSave();
  const guard = useHoleEditGuard();
  const map = useRef<WorkMapHandle>(null);
  usePopupCapture(map);
  const disabled = access.readOnly || access.browseLocked;
  const referenceError = issueFor(issues, 'referenceNo') ?? formState.errors.referenceNo?.message;
  const ctx = stepperContextOf(getValues(), WORK_PAGE.actualLocation);

  const pins: MapPin[] = (holes ?? []).flatMap((h, i) => {
    const latitude = parseCoordinate(h.actualLatitude as string | number | null | undefined);
    const longitude = parseCoordinate(h.actualLongitude as string | number | null | undefined);
    if (latitude === null || longitude === null) return [];
    const onMove = disabled
      ? undefined
      : (at: { latitude: number; longitude: number }) => {
          setValue(`workDetailsMonitoring.${i}.actualLatitude`, at.latitude, { shouldDirty: true });
          setValue(`workDetailsMonitoring.${i}.actualLongitude`, at.longitude, { shouldDirty: true });
          void guard.checkEdit(i);
        };
    return [{ id: `hole-${i}`, at: { latitude, longitude }, kind: 'actual' as const, label: `Hole ${i + 1}`, onMove }];
  });

  // Bring the holes into view when one gains (or loses) a position, not on every keystroke.
  const firstPin = pins[0]?.at;
  const pinCount = pins.length;
  useEffect(() => {
    if (firstPin) map.current?.showPoint(firstPin);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-centre only when the number of placed holes changes
  }, [pinCount]);

  const addHole = () =>
    fields.append({
      actualLatitude: null,
      actualLongitude: null,
      actualLotDp: null,
      driller: getValues('drillerId') ?? null,
      workName: getValues('workName') ?? null,
      holeType: null,
      holeNo: String(fields.fields.length + 1),
      noOfPipes: null,
    });

  // A found Lot/DP is outlined and brought into view: it is usually far from where the map stands.
  const showFoundLots = (lots: LotGeoFeature[]) => {
    setFoundLots(lots);
    const boxes = lots.map((l) => bboxOf(l.geometry));
    if (boxes.length === 0) return;
    const longitude = (Math.min(...boxes.map((b) => b[0])) + Math.max(...boxes.map((b) => b[2]))) / 2;
    const latitude = (Math.min(...boxes.map((b) => b[1])) + Math.max(...boxes.map((b) => b[3]))) / 2;
    map.current?.showPoint({ latitude, longitude });
  };

  const setApproval = (has: boolean) =>
    patchValues(setValue, { approvalNumberSupplied: has, workApprovalOrWithoutApproval: has ? APPROVAL_CHOICE.withApproval : APPROVAL_CHOICE.withoutApproval });

  return (
    <>
      {mayGoWithoutApproval(getValues()) && formAId === 0 ? (
        <div className="nsw-form__group app-checkbox">
          <input id="work-has-approval" type="checkbox" className="nsw-form__checkbox-input" checked={approvalSupplied ?? false} disabled={disabled} onChange={(e) => setApproval(e.target.checked)} />
          <label htmlFor="work-has-approval" className="nsw-form__checkbox-label">
            I have a work approval number.
          </label>
        </div>
      ) : null}
      {approvalSupplied ? <ApprovalSection disabled={disabled} canChangeWork={!access.disableWorkFields && !disabled} /> : null}
      <form noValidate onSubmit={(e) => e.preventDefault()} aria-label="Monitoring holes">
        {!approvalSupplied ? (
          <FormField className="app-work-section" id={REFERENCE_ID} label="Reference no" error={referenceError} helper={`Your own reference for this monitoring work, for example a project or site number (up to ${REFERENCE_NO_MAX} characters). Do not enter a work approval number here.`}>
            <input id={REFERENCE_ID} className="nsw-form__input" disabled={disabled} aria-invalid={referenceError ? true : undefined} aria-describedby={describedBy(REFERENCE_ID, true, referenceError)} {...register('referenceNo')} />
          </FormField>
        ) : null}
        <section className="app-work-section" aria-labelledby="map-view-heading">
          <h3 id="map-view-heading">Map View</h3>
          <LotDpSearch onFound={showFoundLots} disabled={false} />
          <WorkMap ref={map} approvalNumber={getValues('workApprovalNo')} pins={pins} highlightLots={foundLots} height={MAP_HEIGHT_PX.monitoring / 2} zoom={MAP_ZOOM.monitoring} />
          <HolesTable disabled={disabled} fields={fields} guard={guard} onAdd={addHole} />
        </section>
        <PageActions
          previous={{ label: 'Previous', onPress: () => goToPage(previousWorkPage(WORK_PAGE.monitoringHoles, ctx) ?? WORK_PAGE.workType) }}
          actions={[{ label: 'Save', onPress: () => void saveHoles(), primary: true, disabled: disabled || !access.canSave || saving }]}
        />
      </form>
    </>
  );
}
