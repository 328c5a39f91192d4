// Loaded into the API's process by the bench (node --require), never by the product: the event
// loop's delay, which is how long any request that was ready had to wait behind the work in
// progress (PGlite's queries run on this thread). The bench asks over the IPC channel: 'reset'
// starts a window, 'read' answers the window's figures. A sample is the time between two firings
// of a 1 ms timer, so the loop's longest turn, plus that millisecond.
const { monitorEventLoopDelay } = require('node:perf_hooks');

if (process.send) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const ms = (nanoseconds) => +(nanoseconds / 1e6).toFixed(1);
  process.on('message', (message) => {
    if (message === 'loop-delay:reset') {
      histogram.reset();
      process.send({ loopDelay: 'reset' });
    } else if (message === 'loop-delay:read') {
      process.send({ loopDelay: { p99Ms: ms(histogram.percentile(99)), maxMs: ms(histogram.max) } });
    }
  });
  // The channel must not keep the server alive once it means to exit.
  process.channel.unref();
}
