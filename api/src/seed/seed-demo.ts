import type { Db } from '../db/database.js';
import { countContent } from '../repositories/content-counts.js';
import { insertHighlight } from '../repositories/highlights.js';
import { insertImage } from '../repositories/images.js';
import { insertResource } from '../repositories/resources.js';
import { insertSnapshot } from '../repositories/snapshots.js';
import { insertUser } from '../repositories/users.js';
import { bannerImage } from './banner-image.js';
import { DEMO_HIGHLIGHTS } from './demo-highlights.js';
import { DEMO_MEMBERS } from './demo-members.js';
import { DEMO_RESOURCES } from './demo-resources.js';
import { DEMO_SNAPSHOTS } from './demo-snapshots.js';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * Fills an empty database with the demo lab: members of every project and of management
 * (accounts that cannot log in), timeline entries, resources and highlights. Returns false and
 * changes nothing when the database already has content.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  if ((await countContent(db)) > 0) return false;
  const banners = await Promise.all(DEMO_HIGHLIGHTS.map((item, index) => bannerImage(item.colour, index)));
  await db.transaction(async (tx) => {
    const ids = new Map<string, string>();
    for (const member of DEMO_MEMBERS) {
      const user = await insertUser(tx, { ...member, passwordHash: null });
      ids.set(member.username, user.id);
    }
    for (const entry of DEMO_SNAPSHOTS) {
      const { daysAgo: age, ...fields } = entry;
      await insertSnapshot(tx, { ...fields, date: daysAgo(age), createdBy: ids.get(entry.author) ?? null });
    }
    for (const resource of DEMO_RESOURCES) {
      await insertResource(tx, {
        title: resource.title,
        description: resource.description,
        categoryMain: resource.category.main,
        categorySub: resource.category.sub,
        author: resource.author,
        resourceLink: resource.resource_link,
        createdBy: null,
        createdAt: daysAgo(resource.daysAgo),
      });
    }
    for (const [index, highlight] of DEMO_HIGHLIGHTS.entries()) {
      await insertHighlight(tx, {
        title: highlight.title,
        project: highlight.project,
        date: daysAgo(highlight.daysAgo),
        description: highlight.description,
        author: highlight.author,
        paragraphs: highlight.paragraphs,
        imageId: await insertImage(tx, banners[index]!),
        createdBy: null,
      });
    }
  });
  return true;
}
