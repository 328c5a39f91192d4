import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { serverKeys } from '../db/schema.js';
import { newSecret } from '../services/secrets.js';

/** A server-wide secret by name, made on first use; every instance on the database gets the same one. */
export async function serverKey(db: Db, name: string): Promise<string> {
  const read = async () => (await db.select({ value: serverKeys.value }).from(serverKeys).where(eq(serverKeys.name, name)))[0];
  const found = await read();
  if (found) return found.value;
  // Two instances may get here at once: the first insert wins and both read the winner.
  await db.insert(serverKeys).values({ name, value: newSecret() }).onConflictDoNothing();
  return (await read())!.value;
}
