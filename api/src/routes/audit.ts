import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listAuditEntries, type AuditFilter } from '../repositories/audit.js';
import { AuditPage, AuditQuery } from '../schemas/admin.js';
import { errors } from '../schemas/common.js';
import { toAuditEntry } from '../views/audit.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

class BadBound extends Error {
  readonly statusCode = 400;
}

/** A bound of the filter: a day alone runs from the start of that UTC day (`from`) or to its end (`to`). */
function bound(value: string | undefined, name: 'from' | 'to'): { at: Date; wholeDay: boolean } | undefined {
  if (!value) return undefined;
  const wholeDay = DAY.test(value);
  const at = new Date(wholeDay ? `${value}T00:00:00.000Z` : value);
  if (Number.isNaN(at.getTime())) throw new BadBound(`querystring.${name} must be a date (YYYY-MM-DD) or a date-time`);
  return { at: wholeDay && name === 'to' ? new Date(at.getTime() + DAY_MS) : at, wholeDay };
}

/** The audit trail, for admins: who changed what, newest first, filtered and in pages. */
const audit: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      config: { access: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Audit entries, newest first: by actor (a username, any case), action, and from/to (a date or a date-time)',
        querystring: AuditQuery,
        response: { 200: AuditPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      const { actor, action, page, pageSize } = request.query;
      const from = bound(request.query.from, 'from');
      const to = bound(request.query.to, 'to');
      const filter: AuditFilter = {
        ...(actor?.trim() ? { actor: actor.trim() } : {}),
        ...(action ? { action } : {}),
        ...(from ? { from: from.at } : {}),
        ...(to ? { to: to.at, toInclusive: !to.wholeDay } : {}),
      };
      const { rows, total } = await listAuditEntries(app.db, filter, { offset: (page - 1) * pageSize, limit: pageSize });
      return { data: rows.map(toAuditEntry), total, page, pageSize };
    },
  );
};

export default audit;
