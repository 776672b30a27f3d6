import { useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { MAP_HEIGHT_PX, MAP_ZOOM, ROLE, WORK_PAGE, canSaveLocation, previousWorkPage } from '@driller/domain';
import { WorkMap, type WorkMapHandle } from '../../../components/ui/map/work-map';
import { Loader } from '../../../components/ui/loader';
import { useActualLocation } from '../hooks/use-actual-location';
import { useLocationSave } from '../hooks/use-location-save';
import { stepperContextOf } from '../hooks/work-flow';
import type { WorkFormValues } from '../hooks/work-form-values';
import { useWorkContext } from '../hooks/work-context';
import { LocationPanel } from './location-panel';
import { PageActions } from './page-actions';
import { usePopupCapture } from '../hooks/use-popup-capture';
import { useActualLocationConfirm } from '../hooks/use-actual-location-confirm';

/** Roles that only look at the location: no Save buttons for them. */
const VIEW_ONLY_ROLES: readonly number[] = [ROLE.readOnlyAll, ROLE.hydrogeologist];

/** Page 4: the actual bore location on the map, by pin, coordinates or device location. */
export function LocationPage() {
  const { loaded, access, user, goToPage, saving } = useWorkContext();
  const { getValues } = useFormContext<WorkFormValues>();
  const map = useRef<WorkMapHandle>(null);
  const location = useActualLocation();
  const { saveLocation, exporting } = useLocationSave(map, location.warnings);
  usePopupCapture(map);
  const disabled = access.readOnly || access.browseLocked;
  const showSaves = !VIEW_ONLY_ROLES.includes(user.roleId);
  // Save waits for the new point's Lot/DP: saved before it answers, the location would carry the old one.
  const saveBlocked = disabled || !access.canSave || !canSaveLocation(loaded?.formA.formStatus ?? null) || saving || exporting || location.findingLot;
  const ctx = stepperContextOf(getValues(), WORK_PAGE.actualLocation);
  const goBack = () => goToPage(previousWorkPage(WORK_PAGE.actualLocation, ctx) ?? WORK_PAGE.conditions);
  useActualLocationConfirm(!disabled && showSaves, goBack);

  return (
    <form noValidate onSubmit={(e) => e.preventDefault()} aria-label="Actual bore location">
      <p className="app-lead">Drag the pin to where the bore was drilled, or drop the pin on the map, enter its coordinates or use your device&apos;s location.</p>
      <div className="app-location">
        <WorkMap
          ref={map}
          approvalNumber={getValues('workApprovalNo')}
          approved={location.approved}
          actual={location.actual}
          onActualChange={disabled ? undefined : (at) => void location.setActual(at)}
          height={MAP_HEIGHT_PX.location / 2}
          zoom={MAP_ZOOM.location}
        />
        <LocationPanel {...location} warnings={location.warnings} disabled={disabled} onSet={(at) => void location.setActual(at).then(() => map.current?.showPoint(at))} />
      </div>
      {exporting ? <Loader label="Downloading map ..." /> : null}
      <PageActions
        previous={{ label: 'Previous', onPress: goBack }}
        actions={[
          { label: 'Save', onPress: () => void saveLocation('save'), hidden: !showSaves, disabled: saveBlocked },
          { label: 'Save & Close', onPress: () => void saveLocation('close'), hidden: !showSaves, disabled: saveBlocked },
          { label: 'Save & Edit BCR', onPress: () => void saveLocation('bcr'), hidden: !showSaves, primary: true, disabled: saveBlocked },
        ]}
      />
    </form>
  );
}
