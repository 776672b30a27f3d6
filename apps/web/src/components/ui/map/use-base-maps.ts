import { useEffect, useState } from 'react';
import type { BaseMapLayer } from '@driller/domain';
import { loadBaseMaps } from '../../../lib/map/map-settings';

/** The base maps to offer: the given list (tests, fixed maps) or the server's configured ones. */
export function useBaseMaps(given?: readonly BaseMapLayer[]): readonly BaseMapLayer[] {
  const [configured, setConfigured] = useState<readonly BaseMapLayer[]>([]);
  useEffect(() => {
    if (given !== undefined) return undefined;
    let current = true;
    void loadBaseMaps().then((layers) => current && setConfigured(layers));
    return () => {
      current = false;
    };
  }, [given]);
  return given ?? configured;
}
