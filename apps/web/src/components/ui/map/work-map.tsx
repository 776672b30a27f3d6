import { BASE_MAP_MESSAGES, MAP_CENTRE, MAP_HEIGHT_PX, MAP_ZOOM, type BaseMapLayer, type LatLng } from '@driller/domain';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { MapContainer, useMap } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { LotGeoFeature } from '../../../lib/map/arcgis-client';
import { BaseMapGallery } from './base-map-gallery';
import { BaseMapTiles } from './base-map-layer';
import { ClusterLayer } from './cluster-layer';
import { CountLayer } from './count-layer';
import { exportMapImage } from './export-map-image';
import { MAP_MAX_ZOOM } from './leaflet-setup';
import { LotLayer } from './lot-layer';
import { MapLegend } from './map-legend';
import { MapToolbar } from './map-toolbar';
import { flyToPin, mapCentre, PinDropTarget, PinMarkers, type MapPin } from './pin-markers';
import { useBaseMaps } from './use-base-maps';
import { useExtentLayers, type LayerVisibility } from './use-extent-layers';
import { useFullscreen } from './use-fullscreen';

export interface WorkMapHandle {
  /** The 1280x800 PNG saved with the form. */
  exportImage: () => Promise<Blob>;
  /** Centres on a point at the spec's pin zoom. */
  showPoint: (at: LatLng) => void;
}

export interface WorkMapProps {
  /** This approval's own works are left out of the production bores layer. */
  approvalNumber?: string | null;
  approved?: LatLng | null;
  actual?: LatLng | null;
  /** Drop pin and dragging the actual pin report here; absent makes the map read-only. */
  onActualChange?: (at: LatLng) => void;
  /** Further pins, e.g. monitoring holes. */
  pins?: readonly MapPin[];
  /** Lots to outline, e.g. the result of a Lot/DP search. */
  highlightLots?: readonly LotGeoFeature[];
  height?: number;
  /** Start zoom without a pin: 9 on the location page, 13 on the monitoring page. */
  zoom?: number;
  /** Overrides the server's base maps ([] for a plain background). */
  baseMaps?: readonly BaseMapLayer[];
  initialLayers?: Partial<LayerVisibility>;
  ref?: Ref<WorkMapHandle>;
  children?: ReactNode;
}

function MapReady({ onMap }: { onMap: (map: LeafletMap) => void }) {
  const map = useMap();
  useEffect(() => onMap(map), [map, onMap]);
  return null;
}

function ExtentLayersView({ approvalNumber, visible }: { approvalNumber?: string | null; visible: LayerVisibility }) {
  const { works, stations, lots } = useExtentLayers(approvalNumber, visible);
  return (
    <>
      {visible.lots && <LotLayer lots={lots} />}
      {visible.production && works?.kind === 'features' && <ClusterLayer kind="production" features={works.features} />}
      {visible.production && works?.kind === 'counts' && <CountLayer cells={works.cells} />}
      {visible.monitoring && <ClusterLayer kind="monitoring" features={stations} />}
    </>
  );
}

/** The chosen base map, whether it is shown, and whether its tiles are failing. */
function useBaseMapChoice(given?: readonly BaseMapLayer[]) {
  const layers = useBaseMaps(given);
  const [chosen, setChosen] = useState(0);
  const [on, setOn] = useState(true);
  const [failing, setFailing] = useState(false);
  const layer = on ? layers[chosen] : undefined;
  const choose = useCallback((index: number) => {
    setFailing(false);
    setChosen(index);
  }, []);
  return { layers, chosen, on, setOn, choose, layer, failing: layer !== undefined && failing, setFailing };
}

function allPinsOf(approved: LatLng | null | undefined, actual: LatLng | null | undefined, onActualChange: WorkMapProps['onActualChange'], pins: readonly MapPin[]): MapPin[] {
  return [
    ...(approved ? [{ id: 'approved', at: approved, kind: 'approved' as const, label: 'Approved location' }] : []),
    ...(actual ? [{ id: 'actual', at: actual, kind: 'actual' as const, label: 'Actual location', onMove: onActualChange }] : []),
    ...pins,
  ];
}

/** The Work map of spec 1 (pages 2 and 4): base maps, layers, legend, fullscreen, Drop pin and image export. */
export function WorkMap(props: WorkMapProps) {
  const { approvalNumber, approved, actual, onActualChange, pins = [], highlightLots = [], ref, children } = props;
  const shell = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const fullscreen = useFullscreen(shell);
  const base = useBaseMapChoice(props.baseMaps);
  const [visible, setVisible] = useState<LayerVisibility>({ production: true, monitoring: true, lots: false, ...props.initialLayers });

  useEffect(() => {
    map?.invalidateSize();
  }, [map, fullscreen.on]);

  useImperativeHandle(ref, () => ({
    exportImage: () => (frame.current && map ? exportMapImage(frame.current, map) : Promise.reject(new Error('The map is not ready.'))),
    showPoint: (at) => map && flyToPin(map, at),
  }), [map]);

  const dropPin = useCallback(() => {
    if (!map || !onActualChange) return;
    onActualChange(actual ?? mapCentre(map));
    if (actual) flyToPin(map, actual);
  }, [map, actual, onActualChange]);

  const start = actual ?? approved ?? null;
  const centre: [number, number] = start ? [start.latitude, start.longitude] : [MAP_CENTRE.latitude, MAP_CENTRE.longitude];

  return (
    <div ref={shell} className={`work-map${fullscreen.on ? ' work-map--fullscreen' : ''}`}>
      <MapToolbar
        visible={visible}
        onVisibleChange={setVisible}
        baseMaps={<BaseMapGallery layers={base.layers} chosen={base.chosen} on={base.on} onChoose={base.choose} onToggle={base.setOn} />}
        fullscreen={fullscreen.on}
        onFullscreen={fullscreen.toggle}
        onDropPin={onActualChange ? dropPin : undefined}
      />
      <div className="work-map__frame" ref={frame} style={{ height: props.height ?? MAP_HEIGHT_PX.monitoring }} data-testid="work-map">
        <MapContainer
          className="work-map__canvas"
          center={centre}
          zoom={start ? MAP_ZOOM.pinMin : (props.zoom ?? MAP_ZOOM.location)}
          maxZoom={MAP_MAX_ZOOM}
          minZoom={5}
          scrollWheelZoom
        >
          <MapReady onMap={setMap} />
          {base.layer && <BaseMapTiles layer={base.layer} onFailing={base.setFailing} />}
          <ExtentLayersView approvalNumber={approvalNumber} visible={visible} />
          <LotLayer lots={highlightLots} highlight />
          <PinMarkers pins={allPinsOf(approved, actual, onActualChange, pins)} />
          <PinDropTarget onDrop={onActualChange} />
          {children}
        </MapContainer>
        {base.failing && (
          <p className="work-map__notice" role="status">
            {BASE_MAP_MESSAGES.tilesFailed}
          </p>
        )}
        <MapLegend />
      </div>
    </div>
  );
}
