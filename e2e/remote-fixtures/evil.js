// What a hostile team's page script would do where it runs: leave a mark, and with an admin's
// session make its own account an admin.
window.__labEvil = true;
fetch('/api/admin/members', { credentials: 'include' }).catch(() => undefined);
