import './lab-logo.css';

/**
 * The lab's mark: an eye. Decorative next to the lab's name; given a `title` it stands for the
 * name itself (where the name is not shown, or is shown for the eye only).
 */
export function LabLogo({ size = 40, title }: { size?: number; title?: string }) {
  return (
    <svg
      className="lab-logo"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <path d="M3 24C9 13.5 16 8.5 24 8.5S39 13.5 45 24C39 34.5 32 39.5 24 39.5S9 34.5 3 24Z" fill="none" stroke="currentColor" strokeWidth="3" />
      <circle className="lab-logo__iris" cx="24" cy="24" r="9" />
      <circle cx="24" cy="24" r="4" fill="currentColor" />
    </svg>
  );
}
