import { FIRST_REMOTE_ATTRIBUTE, PAGE_IDS, type RuntimeConfig } from 'shared-ui/page-document';

export type { RuntimeConfig } from 'shared-ui/page-document';

export interface InlineConfig {
  config: RuntimeConfig;
  /** The remote the server expects this page to need first. */
  firstRemote?: string;
}

/** The config the server wrote into the page (a JSON data block), saving a round trip. */
export function readInlineConfig(doc: Document): InlineConfig | undefined {
  const block = doc.getElementById(PAGE_IDS.config);
  if (!block?.textContent) return undefined;
  return { config: JSON.parse(block.textContent) as RuntimeConfig, firstRemote: block.getAttribute(FIRST_REMOTE_ATTRIBUTE) ?? undefined };
}
