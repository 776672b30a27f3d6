import { useState, type ReactNode } from 'react';
import {
  DMS_MESSAGES,
  LOCATION_MESSAGES,
  MGA_ZONES,
  dmsToDecimal,
  latLngToDms,
  formatCoordinate,
  latitudeRangeIssue,
  longitudeRangeIssue,
  mgaToLatLng,
  parseCoordinate,
  validateDms,
  validateMga,
  type Dms,
  type LatLng,
  type MgaZone,
} from '@driller/domain';
import { FieldError, FormField } from '../../../components/ui/form-field';

interface FieldsProps {
  disabled: boolean;
  onSet: (at: LatLng) => void;
}

/** Spec 1 section 5: the zone placeholder says '54, 55 or 56'. */
const ZONE_PLACEHOLDER = `${MGA_ZONES.slice(0, -1).join(', ')} or ${MGA_ZONES[MGA_ZONES.length - 1]}`;

const num = (text: string): number | null => (text.trim() === '' || Number.isNaN(Number(text)) ? null : Number(text));

/** Range checks of the converted point; the first message, or null when it is in NSW. */
function rangeError(at: LatLng): string | null {
  return latitudeRangeIssue('lat', at.latitude)?.message ?? longitudeRangeIssue('lng', at.longitude)?.message ?? null;
}

function Input({ id, label, value, onChange, disabled, placeholder }: { id: string; label: string; value: string; onChange: (v: string) => void; disabled: boolean; placeholder?: string }) {
  return (
    <FormField id={id} label={label}>
      <input id={id} className="nsw-form__input" type="text" inputMode="decimal" value={value} placeholder={placeholder} disabled={disabled} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}

function SetButton({ disabled, onPress, error, id, children }: { disabled: boolean; onPress: () => void; error: string | null; id: string; children?: ReactNode }) {
  return (
    <div className="nsw-form__group">
      {children}
      <FieldError id={id} message={error ?? undefined} />
      <button type="button" className="nsw-button nsw-button--dark-outline nsw-button--small" disabled={disabled} onClick={onPress}>
        Set location
      </button>
    </div>
  );
}

export function DdFields({ value, disabled, onSet }: FieldsProps & { value: LatLng | null }) {
  const [lat, setLat] = useState(formatCoordinate(value?.latitude));
  const [lng, setLng] = useState(formatCoordinate(value?.longitude));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const latitude = parseCoordinate(lat);
    const longitude = parseCoordinate(lng);
    const at = { latitude: latitude ?? 0, longitude: longitude ?? 0 };
    const problem =
      latitude === null ? LOCATION_MESSAGES.latitudeRequired : longitude === null ? LOCATION_MESSAGES.longitudeRequired : rangeError(at);
    setError(problem);
    if (!problem) onSet(at);
  };
  return (
    <div>
      <Input id="coord-dd-lat" label="Latitude" value={lat} onChange={setLat} disabled={disabled} placeholder="-33.123456" />
      <Input id="coord-dd-lng" label="Longitude" value={lng} onChange={setLng} disabled={disabled} placeholder="151.123456" />
      <SetButton id="coord-dd" disabled={disabled} onPress={apply} error={error} />
    </div>
  );
}

export function MgaFields({ disabled, onSet }: FieldsProps) {
  const [easting, setEasting] = useState('');
  const [northing, setNorthing] = useState('');
  const [zone, setZone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const input = { easting: num(easting), northing: num(northing), zone: num(zone) };
    const issue = validateMga(input)[0];
    if (issue) return setError(issue.message);
    const at = mgaToLatLng({ easting: input.easting ?? 0, northing: input.northing ?? 0, zone: input.zone as MgaZone });
    const problem = rangeError(at);
    setError(problem);
    if (!problem) onSet(at);
  };
  return (
    <div>
      <Input id="coord-mga-easting" label="Easting" value={easting} onChange={setEasting} disabled={disabled} />
      <Input id="coord-mga-northing" label="Northing" value={northing} onChange={setNorthing} disabled={disabled} />
      <Input id="coord-mga-zone" label="Zone" value={zone} onChange={setZone} disabled={disabled} placeholder={ZONE_PLACEHOLDER} />
      <SetButton id="coord-mga" disabled={disabled} onPress={apply} error={error} />
    </div>
  );
}

const dmsOf = (d: string, m: string, s: string): Dms => ({ degrees: num(d), minutes: num(m), seconds: num(s) });

function DmsRow({ axis, values, onChange, disabled }: { axis: 'South' | 'East'; values: [string, string, string]; onChange: (v: [string, string, string]) => void; disabled: boolean }) {
  const id = `coord-dms-${axis.toLowerCase()}`;
  const set = (i: number) => (v: string) => onChange(values.map((old, j) => (j === i ? v : old)) as [string, string, string]);
  return (
    <fieldset className="nsw-form__fieldset">
      <legend className="nsw-form__legend">{axis}</legend>
      <div className="app-dms-grid">
        <Input id={`${id}-deg`} label="Degrees" value={values[0]} onChange={set(0)} disabled={disabled} />
        <Input id={`${id}-min`} label="Minutes" value={values[1]} onChange={set(1)} disabled={disabled} />
        <Input id={`${id}-sec`} label="Seconds" value={values[2]} onChange={set(2)} disabled={disabled} />
      </div>
    </fieldset>
  );
}

export function DmsFields({ value, disabled, onSet }: FieldsProps & { value: LatLng | null }) {
  const start = value ? latLngToDms(value.latitude, value.longitude) : null;
  const triple = (d: { degrees: number | null; minutes: number | null; seconds: number | null } | undefined): [string, string, string] =>
    d ? [String(d.degrees ?? ''), String(d.minutes ?? ''), String(d.seconds ?? '')] : ['', '', ''];
  const [south, setSouth] = useState(triple(start?.south));
  const [east, setEast] = useState(triple(start?.east));
  const [error, setError] = useState<string | null>(null);
  const apply = () => {
    const pair = { south: dmsOf(...south), east: dmsOf(...east) };
    const issue = validateDms(pair)[0];
    if (issue) return setError(issue.message);
    const at = dmsToDecimal(pair);
    if (!at) return setError(DMS_MESSAGES.incomplete);
    const problem = rangeError(at);
    setError(problem);
    if (!problem) onSet(at);
  };
  return (
    <div>
      <DmsRow axis="South" values={south} onChange={setSouth} disabled={disabled} />
      <DmsRow axis="East" values={east} onChange={setEast} disabled={disabled} />
      <SetButton id="coord-dms" disabled={disabled} onPress={apply} error={error} />
    </div>
  );
}
