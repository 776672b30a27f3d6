import { MAP_SYMBOL_SVG, type MapSymbol } from './map-icons';

const ENTRIES: readonly [MapSymbol, string][] = [
  ['actual', 'Actual pin'],
  ['approved', 'Approved pin'],
  ['monitoring', 'Monitoring bore'],
  ['production', 'Production bore'],
];

/** The legend of spec 1 page 4, drawn with the very symbols the map uses. */
export function MapLegend() {
  return (
    <div className="work-map__legend" aria-label="Legend">
      <h3>Legend</h3>
      <ul>
        {ENTRIES.map(([symbol, label]) => (
          <li key={symbol}>
            {/* The SVG is our own constant, not user input. */}
            <span className="work-map__legend-symbol" dangerouslySetInnerHTML={{ __html: MAP_SYMBOL_SVG[symbol] }} />
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
