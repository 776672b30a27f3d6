import { MAP_ZOOM, roundCoordinate, type LatLng } from '@driller/domain';
import { useEffect, useMemo } from 'react';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import type { DragEndEvent, Map as LeafletMap, Marker as LeafletMarker } from 'leaflet';
import { MAP_ICONS } from './map-icons';
import { DROP_PIN_MIME } from './map-toolbar';

export interface MapPin {
  id: string;
  at: LatLng;
  kind: 'actual' | 'approved';
  label?: string;
  /** Dragging reports the new point (6 decimals); absent = fixed. */
  onMove?: (at: LatLng) => void;
}

const toLatLng = (lat: number, lng: number): LatLng => ({ latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) });

function PinMarker({ pin }: { pin: MapPin }) {
  const { onMove } = pin;
  const handlers = useMemo(
    () => ({
      dragend: (event: DragEndEvent) => {
        const { lat, lng } = (event.target as LeafletMarker).getLatLng();
        onMove?.(toLatLng(lat, lng));
      },
    }),
    [onMove],
  );
  return (
    <Marker
      position={[pin.at.latitude, pin.at.longitude]}
      icon={MAP_ICONS[pin.kind]}
      draggable={onMove !== undefined}
      eventHandlers={handlers}
      zIndexOffset={pin.kind === 'actual' ? 1000 : 500}
      title={pin.label}
    >
      {pin.label && <Tooltip direction="top" offset={[0, -36]}>{pin.label}</Tooltip>}
    </Marker>
  );
}

/** The approved and actual pins (and monitoring holes); draggable ones set the point they land on. */
export function PinMarkers({ pins }: { pins: readonly MapPin[] }) {
  return pins.map((pin) => <PinMarker key={pin.id} pin={pin} />);
}

/** Accepts the 'Drop pin' button dropped on the map: the pin goes where it was let go. */
export function PinDropTarget({ onDrop }: { onDrop?: (at: LatLng) => void }) {
  const map = useMap();
  useEffect(() => {
    if (!onDrop) return undefined;
    const container = map.getContainer();
    const over = (event: DragEvent) => {
      if (event.dataTransfer?.types.includes(DROP_PIN_MIME)) event.preventDefault();
    };
    const drop = (event: DragEvent) => {
      if (!event.dataTransfer?.types.includes(DROP_PIN_MIME)) return;
      event.preventDefault();
      const { lat, lng } = map.mouseEventToLatLng(event);
      onDrop(toLatLng(lat, lng));
    };
    container.addEventListener('dragover', over);
    container.addEventListener('drop', drop);
    return () => {
      container.removeEventListener('dragover', over);
      container.removeEventListener('drop', drop);
    };
  }, [map, onDrop]);
  return null;
}

/** Moves the view to a point, within the spec's pin zoom of 15 to 17. */
export function flyToPin(map: LeafletMap, at: LatLng): void {
  const zoom = Math.min(Math.max(map.getZoom(), MAP_ZOOM.pinMin), MAP_ZOOM.pinMax);
  map.setView([at.latitude, at.longitude], zoom);
}

/** The map's centre as a point rounded to 6 decimals (where 'Drop pin' clicked puts the pin). */
export function mapCentre(map: LeafletMap): LatLng {
  const { lat, lng } = map.getCenter();
  return toLatLng(lat, lng);
}
