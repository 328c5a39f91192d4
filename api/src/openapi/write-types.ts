import { writeFile } from 'node:fs/promises';
import { buildApp } from '../app.js';
import { openPglite } from '../db/pglite.js';
import { API_TYPES_FILE, apiTypes } from './api-types.js';

// The document comes from the routes' schemas as the app registers them; an empty database in
// memory is all the app needs to be built.
const database = await openPglite(undefined);
try {
  const app = await buildApp({
    config: {
      allowedOrigins: [],
      trustProxy: 0,
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      webRoot: '/nonexistent',
      remotes: {},
      remoteOverrides: [],
      siteUrl: 'http://localhost:8080',
      auditRetentionDays: 365,
    },
    database,
  });
  await app.ready();
  await writeFile(API_TYPES_FILE, await apiTypes(app.swagger()));
  await app.close();
  console.log(`wrote ${API_TYPES_FILE}`);
} finally {
  await database.close();
}
