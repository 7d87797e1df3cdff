import { localeFiles } from '@content/locale-files';
import { localeInfo, shippedLocales } from './locale-choices';

describe('locale choices', () => {
  it('offers the 26 shipped languages, not the pseudo-locale', () => {
    expect(shippedLocales).toHaveLength(26);
    expect(shippedLocales.map((info) => info.tag)).not.toContain('en-XA');
  });

  it('lists the languages start-up loads, with the same direction and file', () => {
    expect(localeFiles.map((file) => file.tag)).toEqual(shippedLocales.map((info) => info.tag));
    for (const file of localeFiles) {
      expect(localeInfo(file.tag)).toMatchObject({ tag: file.tag, dir: file.dir, file: file.file });
    }
  });
});
