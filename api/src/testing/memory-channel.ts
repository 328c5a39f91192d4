import type { ListenHandlers, Listener } from '../db/database.js';

interface Member {
  handlers: ListenHandlers;
  delayMs: number;
}

/**
 * Stands for one PostgreSQL channel shared by API instances in one process, with what the real
 * one does not promise made visible: a listener may hear a notification late (`deliverLate`), or
 * be listed and never hear anything (`listHungListener`).
 */
export function memoryChannel() {
  const members = new Map<string, Member>();
  const hung = new Set<string>();

  return {
    listen(_channel: string, as: string, handlers: ListenHandlers): Listener {
      const member = { handlers, delayMs: 0 };
      members.set(as, member);
      return {
        // Connected after the caller has set itself up, as a real connection is.
        ready: Promise.resolve().then(() => handlers.connected()),
        listeners: async () => [...members.keys(), ...hung],
        async notify(payload) {
          for (const { handlers: to, delayMs } of members.values()) {
            if (delayMs === 0) queueMicrotask(() => to.message(payload));
            else setTimeout(() => to.message(payload), delayMs);
          }
        },
        async close() {
          if (members.get(as) === member) members.delete(as);
        },
      };
    },
    /** Every listener but the first to listen hears each notification `delayMs` late. */
    deliverLate(delayMs: number) {
      [...members.values()].slice(1).forEach((member) => (member.delayMs = delayMs));
    },
    listHungListener(as: string) {
      hung.add(as);
    },
  };
}
