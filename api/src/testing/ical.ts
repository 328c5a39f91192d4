import assert from 'node:assert/strict';

export interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

/** Undoes TEXT escaping (RFC 5545 3.3.11); refuses an escape the RFC does not define. */
export function unescapeText(value: string): string {
  return value.replace(/\\(.)/g, (_, c: string) => {
    if (c === 'n' || c === 'N') return '\n';
    assert.ok('\\;,'.includes(c), `bad escape \\${c}`);
    return c;
  });
}

/** Splits a TEXT list (CATEGORIES) on its unescaped commas. */
export function textList(value: string): string[] {
  return value.split(/(?<!\\),/).map(unescapeText);
}

/**
 * A strict reader of iCalendar text: every line ends in CRLF and is at most 75 octets, folded
 * lines are joined, and BEGIN/END must nest. Asserts as it goes.
 */
export function parseCalendar(text: string): Component {
  assert.ok(text.endsWith('\r\n'), 'ends with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    assert.doesNotMatch(line, /[\r\n]/, 'bare CR or LF inside a line');
    assert.ok(Buffer.byteLength(line) <= 75, `line longer than 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const root: Component = { name: '', properties: [], components: [] };
  const stack = [root];
  for (const line of lines) {
    const match = /^([A-Za-z0-9-]+)((?:;[A-Za-z0-9-]+=[^;:]*)*):(.*)$/.exec(line);
    assert.ok(match, `not a content line: ${line}`);
    const [, name, rawParams, value] = match as unknown as [string, string, string, string];
    const params = Object.fromEntries(rawParams.split(';').slice(1).map((pair) => pair.split('=') as [string, string]));
    if (name === 'BEGIN') {
      const component: Component = { name: value, properties: [], components: [] };
      stack.at(-1)!.components.push(component);
      stack.push(component);
    } else if (name === 'END') {
      assert.equal(stack.pop()!.name, value, 'END matches BEGIN');
    } else {
      stack.at(-1)!.properties.push({ name, params, value });
    }
  }
  assert.equal(stack.length, 1, 'every BEGIN has its END');
  assert.equal(root.components.length, 1);
  return root.components[0]!;
}

export function property(component: Component, name: string): Property {
  const found = component.properties.find((p) => p.name === name);
  assert.ok(found, `${component.name} has ${name}`);
  return found;
}
