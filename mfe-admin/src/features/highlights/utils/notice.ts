/** What the list page says after a highlight was posted, saved or deleted (passed as navigation state). */
export interface HighlightNotice {
  text: string;
  /** The highlight to link to on the public pages, when it still exists. */
  highlightId?: string;
}

export function noticeFrom(state: unknown): HighlightNotice | undefined {
  const notice = (state as { notice?: HighlightNotice } | null)?.notice;
  return notice && typeof notice.text === 'string' ? notice : undefined;
}
