import type { Writable } from 'node:stream';

const WIDTH = 20;

export type Output = Writable & { isTTY?: boolean };

export interface Progress {
  update(done: number, total: number): void;
  /** Ends the bar's line, so that what follows starts on a line of its own. */
  finish(): void;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A bar redrawn in place on a terminal; elsewhere (a CI log, a file) a plain line at each quarter,
 * since a log cannot redraw and a line per chunk would flood it.
 */
export function progressBar(output: Output, label: string): Progress {
  let shown = -1;
  let drawn = '';
  return {
    update(done, total) {
      const percent = total === 0 ? 100 : Math.floor((done / total) * 100);
      const sizes = `${formatBytes(done)} / ${formatBytes(total)}`;
      if (output.isTTY) {
        if (percent === shown) return;
        shown = percent;
        const filled = Math.round((percent / 100) * WIDTH);
        const line = `${label}  [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}]  ${String(percent).padStart(3)}%  ${sizes}`;
        output.write(`\r${line.padEnd(drawn.length)}`);
        drawn = line;
      } else {
        const quarter = Math.floor(percent / 25);
        if (quarter === 0 || quarter === shown) return;
        shown = quarter;
        output.write(`${label}: ${percent}% (${sizes})\n`);
      }
    },
    finish() {
      if (drawn !== '') output.write('\n');
      drawn = '';
    },
  };
}
