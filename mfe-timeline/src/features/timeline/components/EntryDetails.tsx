import { webLink } from '../../../utils/links';
import type { Snapshot } from '../api/snapshots';

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
            {entry.hyperlinks.map((link, index) => {
              // Anything but a web link is shown as text, never as a link (decisions.md).
              const href = webLink(link);
              return (
                <li key={index} className="text-break">
                  {href ? (
                    <a href={href} target="_blank" rel="noopener noreferrer">
                      {link}
                    </a>
                  ) : (
                    link
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {entry.contributors.length > 0 && (
        <>
          <h3 className="h6">Contributors</h3>
          <ul className="mb-0">
            {entry.contributors.map((contributor, index) => (
              <li key={index}>{contributor}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
