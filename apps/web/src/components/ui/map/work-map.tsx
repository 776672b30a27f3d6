import { MAP_CENTRE, MAP_HEIGHT_PX, MAP_ZOOM, type LatLng } from '@driller/domain';
import { useCallback, useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import type { Map as LeafletMap } from 'leaflet';
import type { LotGeoFeature } from '../../../lib/map/arcgis-client';
import { loadMapTileUrl } from '../../../lib/map/map-settings';
import { ClusterLayer } from './cluster-layer';
import { exportMapImage } from './export-map-image';
import { MAP_MAX_ZOOM } from './leaflet-setup';
import { LotLayer } from './lot-layer';
import { MapLegend } from './map-legend';
import { MapToolbar } from './map-toolbar';
import { flyToPin, mapCentre, PinDropTarget, PinMarkers, type MapPin } from './pin-markers';
import { useExtentLayers, type LayerVisibility } from './use-extent-layers';

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
  /** Overrides the server's base-map setting ('' for a plain background). */
  tileUrl?: string;
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
      {visible.production && <ClusterLayer kind="production" features={works} />}
      {visible.monitoring && <ClusterLayer kind="monitoring" features={stations} />}
    </>
  );
}

/** The Work map of spec 1 (pages 2 and 4): layers, legend, fullscreen, Drop pin and image export. */
export function WorkMap(props: WorkMapProps) {
  const { approvalNumber, approved, actual, onActualChange, pins = [], highlightLots = [], ref, children } = props;
  const frame = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [configuredTiles, setConfiguredTiles] = useState('');
  const [baseMapOn, setBaseMapOn] = useState(true);
  const [fullscreen, setFullscreen] = useState(false);
  const [visible, setVisible] = useState<LayerVisibility>({ production: true, monitoring: true, lots: false, ...props.initialLayers });
  const tileUrl = props.tileUrl ?? configuredTiles;

  useEffect(() => {
    if (props.tileUrl !== undefined) return;
    let current = true;
    void loadMapTileUrl().then((url) => current && setConfiguredTiles(url));
    return () => {
      current = false;
    };
  }, [props.tileUrl]);

  useEffect(() => {
    map?.invalidateSize();
  }, [map, fullscreen]);

  useImperativeHandle(ref, () => ({
    exportImage: () => {
      if (!frame.current || !map) return Promise.reject(new Error('The map is not ready.'));
      return exportMapImage(frame.current, map);
    },
    showPoint: (at) => map && flyToPin(map, at),
  }), [map]);

  const dropPin = useCallback(() => {
    if (!map || !onActualChange) return;
    onActualChange(actual ?? mapCentre(map));
    if (actual) flyToPin(map, actual);
  }, [map, actual, onActualChange]);

  const start = actual ?? approved ?? null;
  const allPins: MapPin[] = [
    ...(approved ? [{ id: 'approved', at: approved, kind: 'approved' as const, label: 'Approved location' }] : []),
    ...(actual ? [{ id: 'actual', at: actual, kind: 'actual' as const, label: 'Actual location', onMove: onActualChange }] : []),
    ...pins,
  ];

  return (
    <div className={`work-map${fullscreen ? ' work-map--fullscreen' : ''}`}>
      <MapToolbar
        visible={visible}
        onVisibleChange={setVisible}
        baseMap={{ available: tileUrl !== '', on: baseMapOn, onToggle: setBaseMapOn }}
        fullscreen={fullscreen}
        onFullscreen={() => setFullscreen((on) => !on)}
        onDropPin={onActualChange ? dropPin : undefined}
      />
      <div className="work-map__frame" ref={frame} style={{ height: props.height ?? MAP_HEIGHT_PX.monitoring }} data-testid="work-map">
        <MapContainer
          className="work-map__canvas"
          center={start ? [start.latitude, start.longitude] : [MAP_CENTRE.latitude, MAP_CENTRE.longitude]}
          zoom={start ? MAP_ZOOM.pinMin : (props.zoom ?? MAP_ZOOM.location)}
          maxZoom={MAP_MAX_ZOOM}
          minZoom={5}
          scrollWheelZoom
        >
          <MapReady onMap={setMap} />
          {tileUrl !== '' && baseMapOn && (
            <TileLayer url={tileUrl} maxZoom={MAP_MAX_ZOOM} crossOrigin attribution="Base map" />
          )}
          <ExtentLayersView approvalNumber={approvalNumber} visible={visible} />
          <LotLayer lots={highlightLots} highlight />
          <PinMarkers pins={allPins} />
          <PinDropTarget onDrop={onActualChange} />
          {children}
        </MapContainer>
        <MapLegend />
      </div>
    </div>
  );
}
