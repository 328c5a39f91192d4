import type { ReactNode } from 'react';

/** Line icons in the text colour; decorative, so the button or link around one carries the name. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export const SearchIcon = () => (
  <Icon>
    <circle cx="6.5" cy="6.5" r="4.5" />
    <path d="M10 10l4.5 4.5" />
  </Icon>
);

export const PencilIcon = () => (
  <Icon>
    <path d="M11 2.5l2.5 2.5-8 8H3v-2.5z" />
    <path d="M9.5 4l2.5 2.5" />
  </Icon>
);

export const TrashIcon = () => (
  <Icon>
    <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.8 9.5h6.4L12 4M6.5 6.5v4.5M9.5 6.5v4.5" />
  </Icon>
);
