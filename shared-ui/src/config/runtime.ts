/**
 * Settings the server gives the front end at run time (in /remotes.json), so changing them needs
 * no rebuild. The shell sets them once at start; remotes read them when they render.
 */
export interface RuntimeSettings {
  /** Map tile URL template ({s}, {z}, {x}, {y}), for the Affiliations map. */
  tileUrl: string;
}

export const DEFAULT_TILE_URL = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';

let settings: RuntimeSettings = { tileUrl: DEFAULT_TILE_URL };

export function configureRuntime(next: Partial<RuntimeSettings>): void {
  settings = { ...settings, ...Object.fromEntries(Object.entries(next).filter(([, value]) => Boolean(value))) };
}

export function runtimeSettings(): RuntimeSettings {
  return settings;
}
