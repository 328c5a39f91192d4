import 'leaflet/dist/leaflet.css';
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip } from 'react-leaflet';
import { DEFAULT_TILE_URL, runtimeSettings } from 'shared-ui';
import type { AffiliationProgram } from '../../../config/affiliations';
import { MapFraming } from './MapFraming';

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/**
 * The map of the tab's programs, framed on the one the visitor points at (`focused`). Markers are
 * drawn, not images, so they show even when no tiles can be reached. Loaded lazily, in the browser
 * only: Leaflet cannot load without a window.
 */
export default function LeafletMap({ programs, focused }: { programs: AffiliationProgram[]; focused: AffiliationProgram | null }) {
  const { tileUrl } = runtimeSettings();
  return (
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
  );
}
