import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip } from 'react-leaflet';
import { DEFAULT_TILE_URL, runtimeSettings } from 'shared-ui';
import type { AffiliationProgram } from '../../../config/affiliations';
import { MapFraming } from './MapFraming';
import { ProgramList } from './ProgramList';
import './affiliations-map.css';

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The desktop view: a map of the tab's programs with their list over it. Pointing at (or tabbing
 * to) a program in the list zooms the map to it. Markers are drawn, not images, so they show even
 * when no tiles can be reached.
 */
export default function AffiliationsMap({ programs, label }: { programs: AffiliationProgram[]; label: string }) {
  const [focused, setFocused] = useState<AffiliationProgram | null>(null);
  const { tileUrl } = runtimeSettings();
  return (
    <div className="affiliations-map">
      <div role="region" aria-label={`Map of ${label}`} className="affiliations-map__canvas">
        <MapContainer center={[programs[0].lat, programs[0].lng]} zoom={4} scrollWheelZoom={false} className="h-100">
          <TileLayer url={tileUrl} attribution={tileUrl === DEFAULT_TILE_URL ? OSM_ATTRIBUTION : undefined} />
          {programs.map((program) => (
            <CircleMarker
              key={program.id}
              center={[program.lat, program.lng]}
              radius={focused?.id === program.id ? 12 : 8}
              pathOptions={{ color: '#1d3557', fillColor: focused?.id === program.id ? '#e63946' : '#457b9d', fillOpacity: 0.9 }}
            >
              <Tooltip>{program.title}</Tooltip>
              <Popup>
                <a href={program.url} target="_blank" rel="noopener noreferrer">
                  {program.title}
                </a>
                <br />
                {program.university}
              </Popup>
            </CircleMarker>
          ))}
          <MapFraming programs={programs} focused={focused} />
        </MapContainer>
      </div>
      <div className="affiliations-map__overlay" onMouseLeave={() => setFocused(null)}>
        <ProgramList programs={programs} focusedId={focused?.id} onFocusProgram={setFocused} compact />
      </div>
    </div>
  );
}
