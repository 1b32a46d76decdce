import { expect, test } from 'vitest';
import { hangulKeys } from '../../contract/hangulKeys';

test.each([
  ['박대표', 'qkreovy'],
  ['홍길동', 'ghdrlfehd'],
  ['김세무', 'rlatpan'],
  ['안녕하세요', 'dkssudgktpdy'],
  ['상속증여전담', 'tkdthrwmdduwjseka'],
  // Double consonants are the shifted key; compound vowels and double finals, two keys.
  ['꽉', 'Rhkr'],
  ['뷁', 'qnpfr'],
  ['왜', 'dho'],
  ['읽', 'dlfr'],
  ['쌍', 'Tkd'],
  ['없', 'djqt'],
  ['의', 'dml'],
  ['예', 'dP'],
  // The first and the last syllable of the block are syllables too.
  ['가', 'rk'],
  ['힣', 'glg'],
  // Anything but a syllable is left as it is.
  ['김 A-1', 'rla A-1'],
  ['ㄱ', 'ㄱ'],
  ['', ''],
])('%j on a 2-set keyboard is %j', (hangul, keys) => {
  expect(hangulKeys(hangul)).toBe(keys);
});
