import type { HighlightRow } from '../repositories/highlights.js';
import type { ResourceRow } from '../repositories/resources.js';
import type { SnapshotRow } from '../repositories/snapshots.js';
import { imageVersion } from '../services/images.js';

export function toSnapshot(row: SnapshotRow) {
  return {
    _id: row.id,
    author: row.author,
    title: row.title,
    project: row.project,
    date: row.date.toISOString(),
    descriptions: row.descriptions,
    hyperlinks: row.hyperlinks,
    contributors: row.contributors,
    categories: row.categories,
    updatedTime: row.updatedAt.toISOString(),
  };
}

export function toResource(row: ResourceRow) {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: { main: row.categoryMain, sub: row.categorySub },
    author: row.author,
    createdAt: row.createdAt.toISOString(),
    resource_link: row.resourceLink,
  };
}

export function toHighlight(row: HighlightRow) {
  const [paragraph1 = '', paragraph2 = '', paragraph3 = '', paragraph4 = ''] = row.paragraphs;
  return {
    _id: row.id,
    title: row.title,
    project: row.project,
    date: row.date.toISOString(),
    description: row.description,
    image: row.imageId ? `/api/highlights/${row.id}/image?v=${imageVersion(row.imageId)}` : null,
    author: row.author,
    highlights: { paragraph1, paragraph2, paragraph3, paragraph4 },
    updatedAt: row.updatedAt.toISOString(),
  };
}
