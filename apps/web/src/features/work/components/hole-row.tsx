import { useFormContext } from 'react-hook-form';
import { HOLE_TYPE_NAMES, normaliseLotDp, parseCoordinate } from '@driller/domain';
import { findLotAt } from '../../../lib/map/arcgis-client';
import { fieldIdFor, issueFor } from '../hooks/field-ids';
import type { WorkFormValues } from '../hooks/work-form-values';
import { useWorkContext } from '../hooks/work-context';

interface HoleRowProps {
  index: number;
  showTypeAndNumber: boolean;
  disabled: boolean;
  /** After a committed change (blur of a box, change of a select or a dragged pin). */
  onEdit: () => Promise<void>;
  onDelete: () => void;
}

/** One monitoring hole: its coordinates, Lot/DP, driller, work name, type, number and pipes. */
export function HoleRow({ index, showTypeAndNumber, disabled, onEdit, onDelete }: HoleRowProps) {
  const { register, getValues, setValue } = useFormContext<WorkFormValues>();
  const { master, issues } = useWorkContext();
  const base = `workDetailsMonitoring.${index}` as const;
  const path = (field: string) => `workDetailsMonitoring.${index}.${field}`;
  const invalid = (field: string) => (issueFor(issues, path(field)) ? true : undefined);
  const n = index + 1;

  async function findLot() {
    const latitude = parseCoordinate(getValues(`${base}.actualLatitude`));
    const longitude = parseCoordinate(getValues(`${base}.actualLongitude`));
    if (latitude === null || longitude === null) return;
    const lot = await findLotAt({ latitude, longitude });
    setValue(`${base}.actualLotDp`, lot ? normaliseLotDp(lot.properties.lotidstring) : null, { shouldDirty: true });
  }
  // The edit check may restore the saved position, so the Lot/DP is looked up after it.
  const commitPosition = () => void onEdit().then(findLot);
  const commit = () => void onEdit();

  return (
    <tr id={fieldIdFor(`workDetailsMonitoring.${index}`)} tabIndex={-1} className={issueFor(issues, `workDetailsMonitoring.${index}`) ? 'app-row-error' : undefined}>
      <td>
        <input id={fieldIdFor(path('actualLatitude'))} className="nsw-form__input" inputMode="decimal" aria-label={`Row ${n} latitude`} disabled={disabled} aria-invalid={invalid('actualLatitude')} {...register(`${base}.actualLatitude`, { onBlur: commitPosition })} />
      </td>
      <td>
        <input id={fieldIdFor(path('actualLongitude'))} className="nsw-form__input" inputMode="decimal" aria-label={`Row ${n} longitude`} disabled={disabled} aria-invalid={invalid('actualLongitude')} {...register(`${base}.actualLongitude`, { onBlur: commitPosition })} />
      </td>
      <td data-testid={`hole-${n}-lotdp`}>{getValues(`${base}.actualLotDp`) ?? '—'}</td>
      <td>
        <select className="nsw-form__select" aria-label={`Row ${n} driller`} disabled={disabled} {...register(`${base}.driller`, { onChange: commit, setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}>
          <option value="">Please select</option>
          {master.drillers.map((d) => (
            <option key={d.drillerId} value={d.drillerId}>
              {d.drillerName}
            </option>
          ))}
        </select>
      </td>
      <td>
        <input className="nsw-form__input" aria-label={`Row ${n} work name`} disabled={disabled} {...register(`${base}.workName`, { onBlur: commit })} />
      </td>
      {showTypeAndNumber ? (
        <>
          <td>
            <select className="nsw-form__select" aria-label={`Row ${n} hole type`} disabled={disabled} {...register(`${base}.holeType`, { onChange: commit, setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })}>
              <option value="">Please select</option>
              {Object.entries(HOLE_TYPE_NAMES).map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </td>
          <td>
            <input className="nsw-form__input" aria-label={`Row ${n} hole no`} disabled={disabled} {...register(`${base}.holeNo`, { onBlur: commit })} />
          </td>
        </>
      ) : null}
      <td>
        <input id={fieldIdFor(path('noOfPipes'))} className="nsw-form__input" inputMode="numeric" aria-label={`Row ${n} no of pipes`} disabled={disabled} aria-invalid={invalid('noOfPipes')} {...register(`${base}.noOfPipes`, { onBlur: commit, setValueAs: (v: string) => (v === '' || v === null ? null : Number(v)) })} />
      </td>
      <td>
        <button type="button" className="nsw-button nsw-button--danger nsw-button--small" disabled={disabled} onClick={onDelete}>
          Delete<span className="sr-only">{` row ${n}`}</span>
        </button>
      </td>
    </tr>
  );
}
