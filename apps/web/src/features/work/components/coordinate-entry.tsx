import { useState } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { LatLng } from '@driller/domain';
import { DdFields, DmsFields, MgaFields } from './coordinate-fields';

export type CoordinateMode = 'dd' | 'mga' | 'dms';

/**
 * Entering the actual location by hand in one of three ways: decimal degrees, MGA easting/northing
 * with zone, or degrees-minutes-seconds South and East. Each converts with the domain's geo rules and
 * hands back GDA2020 latitude/longitude rounded to 6 decimals; bad input is refused next to the field.
 */
export function CoordinateEntry({ value, disabled, onSet }: { value: LatLng | null; disabled: boolean; onSet: (at: LatLng) => void }) {
  const [mode, setMode] = useState<CoordinateMode>('dd');
  return (
    <section className="app-coordinate-entry" aria-labelledby="coordinate-entry-title">
      <h3 id="coordinate-entry-title" className="nsw-h5">
        Enter coordinates
      </h3>
      <Tabs selectedKey={mode} onSelectionChange={(key) => setMode(key as CoordinateMode)}>
        <TabList aria-label="Coordinate format" className="app-tabs">
          <Tab id="dd">Decimal degrees</Tab>
          <Tab id="mga">Easting / Northing</Tab>
          <Tab id="dms">Deg, min, sec</Tab>
        </TabList>
        <TabPanel id="dd">
          <DdFields value={value} disabled={disabled} onSet={onSet} />
        </TabPanel>
        <TabPanel id="mga">
          <MgaFields disabled={disabled} onSet={onSet} />
        </TabPanel>
        <TabPanel id="dms">
          <DmsFields value={value} disabled={disabled} onSet={onSet} />
        </TabPanel>
      </Tabs>
    </section>
  );
}
