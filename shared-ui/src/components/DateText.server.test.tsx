/**
 * @jest-environment node
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { DateText } from './DateText';

it('is drawn by the server with its date, the render waiting for moment', async () => {
  const { prelude } = await prerenderToNodeStream(<DateText value="2026-03-05T12:00:00.000Z" day />);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  expect(html).toBe('<time dateTime="2026-03-05T12:00:00.000Z">March 05, 2026</time>');
});
