// What a production start must answer, asked of a running server by scripts/test-production-copy.sh:
// healthy, a public page drawn on the server, no demo content, and the admin from the environment
// logs in. Exits 1 with the first thing that failed.
//
//   node scripts/served-site-checks.mjs <site URL> <admin username> <admin password>
const [site, username, password] = process.argv.slice(2);

async function within(ms, what, attempt) {
  const deadline = Date.now() + ms;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const outcome = await attempt();
      if (outcome === true) return;
      last = outcome;
    } catch (error) {
      last = error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} within ${ms / 1000} s: ${last}`);
}

async function main() {
  await within(60_000, '/api/health answered ok', async () => {
    const response = await fetch(`${site}/api/health`);
    return response.status === 200 || `status ${response.status}: ${await response.text()}`;
  });
  console.log('/api/health: ok');

  // The render processes start once the server listens: the page is asked until drawn.
  await within(60_000, '/People came drawn on the server (data-ssr in #root)', async () => {
    const page = await fetch(`${site}/People`, { headers: { accept: 'text/html' } }).then((response) => response.text());
    return /<div id="root" data-ssr>/.test(page) || 'drawn in the browser';
  });
  console.log('/People: drawn on the server');

  const members = await fetch(`${site}/api/members`).then((response) => response.json());
  const others = members.data.filter((member) => member.username !== username);
  if (others.length > 0) throw new Error(`a production start added members: ${others.map((member) => member.username).join(', ')}`);
  console.log('/api/members: no demo members');

  const login = await fetch(`${site}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = await login.json();
  if (login.status !== 200 || !login.headers.get('set-cookie')) throw new Error(`the admin's login answered ${login.status}: ${JSON.stringify(body)}`);
  if (!body.data.permissions?.includes('admin')) throw new Error(`${username} logged in without admin permission: ${JSON.stringify(body.data)}`);
  console.log(`login as ${username}: ok, an admin`);
}

main().catch((error) => {
  console.error(`The production start failed a check: ${error.message}`);
  process.exit(1);
});
