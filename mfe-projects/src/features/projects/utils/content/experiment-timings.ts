/**
 * The rapid-display timings of the lab's experiments (spec section 9). They are content: the
 * project texts that describe a trial are built from them, so every page quotes the same numbers.
 */
export const DISPLAY_DURATIONS_MS = [100, 400, 1600] as const;
export const MASK_DURATION_MS = 200;

/** '100, 400 or 1600 ms' */
export const DISPLAY_DURATIONS_TEXT = `${DISPLAY_DURATIONS_MS.slice(0, -1).join(', ')} or ${DISPLAY_DURATIONS_MS.at(-1)} ms`;

/** Frames of a 60 Hz screen a duration lasts: 100 ms is 6 frames. */
export function framesAt60Hz(ms: number): number {
  return Math.round((ms * 60) / 1000);
}
