import { request } from './client';
import { read } from './primed-reads';
import type {
  Highlight,
  Resource,
  ResourceBody,
  ResourceFilterValues,
  SignupTokenInfo,
  Snapshot,
  SnapshotBody,
  SnapshotFilters,
} from './types';

const id = (value: string) => encodeURIComponent(value);

export const snapshotsApi = {
  list: () => read('/api/snapshots', (reply: { data: Snapshot[] }) => reply.data),
  filters: () => read('/api/snapshots/filters', (reply: { filters: SnapshotFilters }) => reply.filters),
  get: async (snapshotId: string) => (await request<{ data: Snapshot }>('GET', `/api/snapshots/${id(snapshotId)}`)).data,
  create: async (body: SnapshotBody) => (await request<{ data: Snapshot }>('POST', '/api/snapshots', { json: body })).data,
  update: async (snapshotId: string, body: SnapshotBody) =>
    (await request<{ data: Snapshot }>('PUT', `/api/snapshots/${id(snapshotId)}`, { json: body })).data,
  remove: (snapshotId: string) => request<{ message: string }>('DELETE', `/api/snapshots/${id(snapshotId)}`),
};

export const resourcesApi = {
  list: () => read('/api/resources', (reply: { data: Resource[] }) => reply.data),
  categories: () => read('/api/resources/categories', (reply: { data: ResourceFilterValues }) => reply.data),
  get: async (resourceId: string) => (await request<{ data: Resource }>('GET', `/api/resources/${id(resourceId)}`)).data,
  create: async (body: ResourceBody) => (await request<{ data: Resource }>('POST', '/api/resources', { json: body })).data,
  update: (resourceId: string, body: Partial<ResourceBody>) =>
    request<{ data: Resource; message: string }>('PATCH', `/api/resources/${id(resourceId)}`, { json: body }),
  remove: (resourceId: string) => request<{ message: string }>('DELETE', `/api/resources/${id(resourceId)}`),
};

export const highlightsApi = {
  list: () => read('/api/highlights', (reply: { data: Highlight[] }) => reply.data),
  get: (highlightId: string) => read(`/api/highlights/${id(highlightId)}`, (reply: { data: Highlight }) => reply.data),
  create: async (form: FormData) => (await request<{ data: Highlight }>('POST', '/api/highlights', { form })).data,
  update: async (highlightId: string, form: FormData) =>
    (await request<{ data: Highlight }>('PATCH', `/api/highlights/${id(highlightId)}`, { form })).data,
  remove: (highlightId: string) => request<{ message: string }>('DELETE', `/api/highlights/${id(highlightId)}`),
};

export const signupTokensApi = {
  list: async () => (await request<{ data: SignupTokenInfo[] }>('GET', '/api/signup-tokens')).data,
  rotate: async (tokenKey: string) =>
    (await request<{ data: { tokenKey: string; token: string } }>('POST', `/api/signup-tokens/${id(tokenKey)}/rotate`)).data,
};
