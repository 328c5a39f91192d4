import type { Snapshot } from 'shared-ui';
import { hyperlinkHref } from '../utils/hyperlink-href';

/** What an expanded entry adds: its descriptions, hyperlinks and contributors. */
export function EntryDetails({ entry }: { entry: Snapshot }) {
  return (
    <div className="mt-3">
      <h3 className="h6">Descriptions</h3>
      {entry.descriptions.map((description, index) => (
        // Paragraphs keep the line breaks they were typed with.
        <p key={index} style={{ whiteSpace: 'pre-line' }}>
          {description}
        </p>
      ))}
      {entry.hyperlinks.length > 0 && (
        <>
          <h3 className="h6">Hyperlinks</h3>
          <ul>
            {entry.hyperlinks.map((link) => {
              const href = hyperlinkHref(link);
              return <li key={link}>{href ? <a href={href}>{link}</a> : link}</li>;
            })}
          </ul>
        </>
      )}
      {entry.contributors.length > 0 && (
        <>
          <h3 className="h6">Contributors</h3>
          <ul className="mb-0">
            {entry.contributors.map((contributor) => (
              <li key={contributor}>{contributor}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
