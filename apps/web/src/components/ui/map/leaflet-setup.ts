// Leaflet must load before leaflet.markercluster, which extends the global L.
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import './map.css';

// Under Vite the default icon's URLs are guessed from the CSS and break: give them explicitly.
delete (L.Icon.Default.prototype as { _getIconUrl?: unknown })._getIconUrl;
L.Icon.Default.mergeOptions({ iconRetinaUrl: markerIcon2x, iconUrl: markerIcon, shadowUrl: markerShadow });

/** Deepest zoom offered; markercluster needs the map to have one even without a tile layer. */
export const MAP_MAX_ZOOM = 19;

export { L };
