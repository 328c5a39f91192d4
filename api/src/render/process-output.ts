/** The most of one line of a render process's output that reaches the log. */
export const OUTPUT_LINE_CHARS = 300;
/** Lines logged per process per minute; the rest are counted, not logged. */
export const OUTPUT_LINES_PER_MINUTE = 30;

type Log = { warn: (object: object, message: string) => void };

/**
 * What a render process prints (the teams' code: a console.log, a crash's stack): logged as that
 * process's output, one record a line, its text a field of the record, never a record of its
 * own: control characters are shown escaped, so no line can pass for one of the API's, each line
 * is cut to a length and a process may fill only so much of the log.
 */
export class ProcessOutput {
  private windowStart = Date.now();
  private lines = 0;
  private dropped = 0;
  private partial = '';

  constructor(
    private readonly renderer: string,
    private readonly log: Log,
  ) {}

  add(chunk: Buffer): void {
    const text = this.partial + chunk.toString('utf8');
    const lines = text.split('\n');
    this.partial = (lines.pop() ?? '').slice(0, OUTPUT_LINE_CHARS);
    for (const line of lines) this.line(line);
  }

  private line(raw: string): void {
    const now = Date.now();
    if (now - this.windowStart >= 60_000) {
      if (this.dropped > 0) this.log.warn({ renderer: this.renderer, dropped: this.dropped }, 'render process output dropped');
      this.windowStart = now;
      this.lines = 0;
      this.dropped = 0;
    }
    if (this.lines >= OUTPUT_LINES_PER_MINUTE) {
      this.dropped += 1;
      return;
    }
    this.lines += 1;
    const output = JSON.stringify(raw.slice(0, OUTPUT_LINE_CHARS)).slice(1, -1);
    this.log.warn({ renderer: this.renderer, output }, 'render process output');
  }
}
