import { registerRemotes } from '@module-federation/enhanced/runtime';

const registered = new Set<string>();

/**
 * Tells the federation runtime where the remotes are, each once: the first page's remote before
 * the shell starts, the others with the runtime config. Registering one again would drop it while
 * it loads.
 */
export function registerRuntimeRemotes(remotes: Record<string, string>) {
  const fresh = Object.entries(remotes).filter(([name]) => !registered.has(name));
  for (const [name] of fresh) registered.add(name);
  if (fresh.length === 0) return;
  registerRemotes(fresh.map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href })));
}
