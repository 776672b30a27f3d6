import type { DragEvent, ReactNode } from 'react';
import type { LayerVisibility } from './use-extent-layers';

export const DROP_PIN_MIME = 'application/x-driller-drop-pin';

interface MapToolbarProps {
  visible: LayerVisibility;
  onVisibleChange: (visible: LayerVisibility) => void;
  /** The base-map toggle and gallery (absent when no base map is configured). */
  baseMaps?: ReactNode;
  fullscreen: boolean;
  onFullscreen: () => void;
  /** Absent when the map is read-only. */
  onDropPin?: () => void;
}

const TOGGLES: readonly [keyof LayerVisibility, string][] = [
  ['production', 'Production bores'],
  ['monitoring', 'Monitoring bores'],
  ['lots', 'Lot/DP layer'],
];

/** Layer toggles, the base-map gallery, fullscreen and the draggable 'Drop pin' button. */
export function MapToolbar({ visible, onVisibleChange, baseMaps, fullscreen, onFullscreen, onDropPin }: MapToolbarProps) {
  const startDrag = (event: DragEvent<HTMLButtonElement>) => {
    event.dataTransfer.setData(DROP_PIN_MIME, '1');
    event.dataTransfer.effectAllowed = 'copy';
  };
  return (
    <div className="work-map__toolbar" role="group" aria-label="Map tools">
      {TOGGLES.map(([key, label]) => (
        <label key={key}>
          <input type="checkbox" checked={visible[key]} onChange={(e) => onVisibleChange({ ...visible, [key]: e.target.checked })} />
          {label}
        </label>
      ))}
      {baseMaps}
      {onDropPin && (
        <button
          type="button"
          className="nsw-button nsw-button--dark-outline-solid work-map__drop-pin"
          draggable
          onDragStart={startDrag}
          onClick={onDropPin}
          title="Drag onto the map, or click to place the pin in the middle of the map, then drag it"
        >
          Drop pin
        </button>
      )}
      <button type="button" className="nsw-button nsw-button--dark-outline work-map__fullscreen" onClick={onFullscreen} aria-pressed={fullscreen}>
        {fullscreen ? 'Exit full screen' : 'Full screen'}
      </button>
    </div>
  );
}
