import { SITE_BUILD } from '../../../testing/fixtures';
import { overrideVariable, sizeText, sourceText } from './remote-text';

it('names the server variable that overrides a remote', () => {
  expect(overrideVariable('mfe-timeline')).toBe('REMOTE_MFE_TIMELINE_URL');
  expect(overrideVariable('mfe-public')).toBe('REMOTE_MFE_PUBLIC_URL');
});

it('says where a version comes from', () => {
  expect(sourceText(SITE_BUILD)).toBe('Site build');
  expect(sourceText({ ...SITE_BUILD, source: 'bundle' })).toBe('Uploaded bundle');
  expect(sourceText({ ...SITE_BUILD, source: 'url', manifestUrl: 'https://x.org/mf-manifest.json' })).toBe('Hosted at https://x.org/mf-manifest.json');
});

it('writes sizes in KB below a megabyte and in MB from there', () => {
  expect(sizeText(512)).toBe('0.5 KB');
  expect(sizeText(1024 * 1024 - 1)).toBe('1024.0 KB');
  expect(sizeText(1024 * 1024)).toBe('1.0 MB');
  expect(sizeText(20 * 1024 * 1024)).toBe('20.0 MB');
  expect(sizeText(null)).toBe('Not recorded');
});
