import { fetchedRequest } from './openapi-answers.js';
import { fetchDepartures, fetchRequestDepartures, type OpenApiDocument } from './openapi-conformance.js';

/** A request a running server took, or its answer, that departs from the server's own OpenAPI document. */
export class DocumentDeparture extends Error {}

// Each server's document, read once: a restarted server listens on a new port and is asked again.
const documents = new Map<string, Promise<OpenApiDocument>>();

function documentOf(origin: string): Promise<OpenApiDocument> {
  let document = documents.get(origin);
  if (!document) {
    document = fetch(`${origin}/api/docs/json`).then(async (response) => {
      if (!response.ok) throw new Error(`${origin}/api/docs/json answered ${response.status}`);
      return (await response.json()) as OpenApiDocument;
    });
    documents.set(origin, document);
  }
  return document;
}

/**
 * fetch, for the tests that call a server process over HTTP: like ctx.inject (test-context.ts), it
 * throws when the answer, or a request the server took, departs from the OpenAPI document the
 * server serves, so the document cannot drift from what the running server takes and answers either.
 */
export async function documentedFetch(url: string, init?: RequestInit): Promise<Response> {
  const asked = await fetchedRequest(url, init);
  const response = await fetch(url, init);
  const document = await documentOf(new URL(url).origin);
  const method = init?.method ?? 'GET';
  const taken = await fetchRequestDepartures(document, method, url, asked, response.status);
  if (taken.length > 0) throw new DocumentDeparture(`The request departs from the OpenAPI document:\n${taken.join('\n')}`);
  const mismatches = await fetchDepartures(document, method, url, response);
  if (mismatches.length > 0) throw new DocumentDeparture(`The answer departs from the OpenAPI document:\n${mismatches.join('\n')}`);
  return response;
}
