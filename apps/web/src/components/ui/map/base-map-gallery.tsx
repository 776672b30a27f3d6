import type { BaseMapLayer } from '@driller/domain';

interface BaseMapGalleryProps {
  layers: readonly BaseMapLayer[];
  chosen: number;
  on: boolean;
  onChoose: (index: number) => void;
  onToggle: (on: boolean) => void;
}

/** The base-map toggle and gallery (spec 1 page 4): show or hide the base map and pick one of the configured maps. */
export function BaseMapGallery({ layers, chosen, on, onChoose, onToggle }: BaseMapGalleryProps) {
  if (layers.length === 0) return null;
  return (
    <div className="work-map__base-maps" role="group" aria-label="Base map gallery">
      <label>
        <input type="checkbox" checked={on} onChange={(e) => onToggle(e.target.checked)} />
        Base map
      </label>
      {layers.map((layer, i) => (
        <button
          key={layer.name}
          type="button"
          className={`work-map__base-map${i === chosen ? ' work-map__base-map--chosen' : ''}`}
          aria-pressed={i === chosen}
          disabled={!on}
          onClick={() => onChoose(i)}
        >
          {layer.name}
        </button>
      ))}
    </div>
  );
}
