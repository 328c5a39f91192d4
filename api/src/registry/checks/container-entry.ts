const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the script declares the container as the global `name`, as webpack's library output does. */
function declaresGlobal(text: string, name: string): boolean {
  const id = escaped(name);
  // The `var` library (our builds): `var mfe_<name>;` first, `mfe_<name>=…` once the container is made.
  const declared = new RegExp(`(?:^|[;{}\\s])var\\s+${id}\\s*[;,=]`).test(text);
  const assigned = new RegExp(`(?:^|[^\\w$.])${id}\\s*=(?!=)`).test(text);
  // The window, self and global libraries: `self.mfe_<name>=…`, `self["mfe_<name>"]=…`.
  const property = new RegExp(`(?:self|window|globalThis)(?:\\.${id}|\\[(["'])${id}\\1\\])\\s*=(?!=)`).test(text);
  return (declared && assigned) || property;
}

/**
 * What tells the version's entry from the federation container its mf-manifest.json describes, as
 * sentences (none when it is that container): webpack's module-federation build declares the
 * container as a global of the remote's name and maps each exposed module by its key
 * (`{"./routes":()=>…}`). The shell runs the entry as the remote's code on every page that loads
 * it, so another script in its place is refused, whatever the manifest says.
 */
export function containerProblems(entryFile: string, text: string, name: string, exposes: readonly string[]): string[] {
  const problems: string[] = [];
  if (!declaresGlobal(text, name)) problems.push(`Its entry ${entryFile} does not declare the container ${name}: it is not the remoteEntry.js of this build.`);
  for (const expose of exposes) {
    if (!new RegExp(`(["'])${escaped(expose)}\\1\\s*:`).test(text)) problems.push(`Its entry ${entryFile} does not expose ${expose}, which its mf-manifest.json lists.`);
  }
  return problems;
}
