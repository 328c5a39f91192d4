import assert from 'node:assert/strict';
import { SaxesParser } from 'saxes';

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/**
 * Parses XML strictly (a well-formedness error throws), with namespaces resolved: each element
 * is named `{uri}local`, or just `local` outside any namespace.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const root: XmlElement = { name: '', attributes: {}, children: [], text: '' };
  const stack = [root];
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(
      Object.values(tag.attributes).map((attribute) => [attribute.uri ? `{${attribute.uri}}${attribute.local}` : attribute.local, attribute.value]),
    );
    const element: XmlElement = { name: tag.uri ? `{${tag.uri}}${tag.local}` : tag.local, attributes, children: [], text: '' };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('text', (text) => {
    stack.at(-1)!.text += text;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  parser.on('error', (error) => {
    throw error;
  });
  parser.write(xml).close();
  assert.equal(root.children.length, 1, 'one document element');
  return root.children[0]!;
}

export function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

export function child(element: XmlElement, name: string): XmlElement {
  const found = children(element, name);
  assert.equal(found.length, 1, `${element.name} has one ${name}`);
  return found[0]!;
}
