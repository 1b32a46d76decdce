// Korean typed with the keyboard left in English: what a 2-set (두벌식) keyboard gives for a
// Hangul text, so that a password rule can see 박대표 in `qkreovy` (decision 182). Pure, so the
// password rule (server) and its tests read the same table.

/** The 19 initial consonants' keys, in Unicode's order (ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ). */
const INITIALS = 'r R s e E f a q Q t T d w W c z x v g'.split(' ');
/** The 21 vowels' keys: a compound vowel is typed as its two parts (ㅘ = ㅗ ㅏ = hk). */
const VOWELS = 'k o i O j p u P h hk ho hl y n nj np nl b m ml l'.split(' ');
/** The 27 final consonants' keys after "none": a double final is typed as its two (ㄺ = fr). */
const FINALS = [
  '',
  ...'r R rt s sw sg e f fr fa fq ft fx fv fg a q qt t T d w c z x v g'.split(' '),
];

const FIRST = 0xac00;
const LAST = 0xd7a3;

/** `text` as typed on a 2-set keyboard in English mode; anything not a syllable stays as it is. */
export function hangulKeys(text: string): string {
  let keys = '';
  for (const character of text) {
    const code = character.codePointAt(0) ?? 0;
    if (code < FIRST || code > LAST) {
      keys += character;
      continue;
    }
    const index = code - FIRST;
    keys +=
      (INITIALS[Math.floor(index / 588)] ?? '') +
      (VOWELS[Math.floor((index % 588) / 28)] ?? '') +
      (FINALS[index % 28] ?? '');
  }
  return keys;
}

/**
 * The firm's own words a password must not lean on (the centre's name and what it does), given
 * to the strength estimator with their keyboard forms: `tkdthrwmdduwjseka` is 상속증여전담.
 */
export const FIRM_WORDS = [
  '상속증여전담센터',
  '상속증여',
  '전담센터',
  '상속',
  '증여',
  '양도',
  '상속세',
  '증여세',
  '양도세',
  '세무',
  '세무사',
  '절세',
  '전담',
  '센터',
] as const;
