import { Controller, useFormContext } from 'react-hook-form';
import {
  HOLE_TYPE_NAMES,
  formatCoordinate,
  holePath,
  normaliseLotDp,
  parseCoordinate,
  type MonitoringHoleRow,
} from '@driller/domain';
import type { EditableColumn } from '../../../components/ui/editable-table/editable-table';
import { findLotAt } from '../../../lib/map/arcgis-client';
import { fieldIdFor, issueFor } from '../hooks/field-ids';
import type { WorkFormValues } from '../hooks/work-form-values';
import { useWorkContext } from '../hooks/work-context';

const numberOrNull = (v: string | null) => (v === '' || v === null ? null : Number(v));
/** A saved coordinate reads as everywhere else (6 decimals); while typed, the text stays as typed. */
const shownCoordinate = (value: unknown) => (typeof value === 'number' ? formatCoordinate(value) : typeof value === 'string' ? value : '');

interface HoleColumnsOptions {
  showTypeAndNumber: boolean;
  disabled: boolean;
  /** After a committed change of row `index` (blur of a box, change of a select). */
  onEdit: (index: number) => Promise<void>;
}

/**
 * The monitoring-hole columns of the editable table. Every input is registered at, and has the element
 * id of, its path `workDetailsMonitoring.<row>.<field>`, so an error-summary link lands on it.
 */
export function useHoleColumns({
  showTypeAndNumber,
  disabled,
  onEdit,
}: HoleColumnsOptions): EditableColumn[] {
  const { register, getValues, setValue, control } = useFormContext<WorkFormValues>();
  const { master, issues } = useWorkContext();
  const base = (i: number) => `workDetailsMonitoring.${i}` as const;
  const field = (i: number, name: keyof MonitoringHoleRow) => ({
    id: fieldIdFor(holePath(i, name)),
    disabled,
    'aria-invalid': issueFor(issues, holePath(i, name)) ? true : undefined,
  });

  async function findLot(i: number) {
    const latitude = parseCoordinate(getValues(`${base(i)}.actualLatitude`));
    const longitude = parseCoordinate(getValues(`${base(i)}.actualLongitude`));
    if (latitude === null || longitude === null) return;
    const lot = await findLotAt({ latitude, longitude });
    setValue(`${base(i)}.actualLotDp`, lot ? normaliseLotDp(lot.properties.lotidstring) : null, {
      shouldDirty: true,
    });
  }
  // The edit check may restore the saved position, so the Lot/DP is looked up after it.
  const commitPosition = (i: number) => () => void onEdit(i).then(() => findLot(i));
  const commit = (i: number) => () => void onEdit(i);
  // A coordinate typed into a row: its Lot/DP is looked up once the field is left.
  const coordinateColumn = (key: 'actualLatitude' | 'actualLongitude', header: string): EditableColumn => ({
    key,
    header,
    width: '11%',
    render: (i) => (
      <Controller
        control={control}
        name={`${base(i)}.${key}`}
        render={({ field: value }) => (
          <input
            className="nsw-form__input"
            inputMode="decimal"
            aria-label={`Row ${i + 1} ${header.toLowerCase()}`}
            {...field(i, key)}
            name={value.name}
            ref={value.ref}
            value={shownCoordinate(value.value)}
            onChange={(event) => value.onChange(event.target.value)}
            onBlur={() => {
              value.onBlur();
              commitPosition(i)();
            }}
          />
        )}
      />
    ),
  });

  const columns: EditableColumn[] = [
    coordinateColumn('actualLatitude', 'Latitude'),
    coordinateColumn('actualLongitude', 'Longitude'),
    {
      key: 'actualLotDp',
      header: 'Lot/DP',
      width: '10%',
      render: (i) => (
        <span data-testid={`hole-${i + 1}-lotdp`}>{getValues(`${base(i)}.actualLotDp`) ?? '—'}</span>
      ),
    },
    {
      key: 'driller',
      header: 'Driller',
      width: '15%',
      render: (i) => (
        <select
          className="nsw-form__select"
          aria-label={`Row ${i + 1} driller`}
          {...field(i, 'driller')}
          {...register(`${base(i)}.driller`, { onChange: commit(i), setValueAs: numberOrNull })}
        >
          <option value="">Please select</option>
          {master.drillers.map((d) => (
            <option key={d.drillerId} value={d.drillerId}>
              {d.drillerName}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'workName',
      header: 'Work name',
      width: '13%',
      render: (i) => (
        <input
          className="nsw-form__input"
          aria-label={`Row ${i + 1} work name`}
          {...field(i, 'workName')}
          {...register(`${base(i)}.workName`, { onBlur: commit(i) })}
        />
      ),
    },
  ];
  const typeAndNumber: EditableColumn[] = [
    {
      key: 'holeType',
      header: 'Hole type',
      width: '16%',
      render: (i) => (
        <select
          className="nsw-form__select"
          aria-label={`Row ${i + 1} hole type`}
          {...field(i, 'holeType')}
          {...register(`${base(i)}.holeType`, { onChange: commit(i), setValueAs: numberOrNull })}
        >
          <option value="">Please select</option>
          {Object.entries(HOLE_TYPE_NAMES).map(([id, name]) => (
            <option key={id} value={id}>
              {name}
            </option>
          ))}
        </select>
      ),
    },
    {
      key: 'holeNo',
      header: 'Hole no',
      width: '7%',
      render: (i) => (
        <input
          className="nsw-form__input"
          aria-label={`Row ${i + 1} hole no`}
          id={fieldIdFor(`${base(i)}.holeNo`)}
          disabled={disabled}
          {...register(`${base(i)}.holeNo`, { onBlur: commit(i) })}
        />
      ),
    },
  ];
  const pipes: EditableColumn = {
    key: 'noOfPipes',
    header: 'No of pipes',
    width: '7%',
    render: (i) => (
      <input
        className="nsw-form__input"
        inputMode="numeric"
        aria-label={`Row ${i + 1} no of pipes`}
        {...field(i, 'noOfPipes')}
        {...register(`${base(i)}.noOfPipes`, { onBlur: commit(i), setValueAs: numberOrNull })}
      />
    ),
  };
  return [...columns, ...(showTypeAndNumber ? typeAndNumber : []), pipes];
}
