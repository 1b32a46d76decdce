import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MODE_FIELDS } from '../../contract/calculatorFields';
import type { CalculatorInput } from '../../contract/calculatorInput';
import { CALCULATOR_MESSAGES as M } from '../../contract/calculatorMessages';
import { parseAmount } from '../../contract/calculatorParsing';
import { counselDraftFor, estimateAnnouncement } from '../../contract/calculatorSummary';
import { formatDateTime, formatNumber, formatWon } from '../../contract/format';
import { hasTransparentTop, JOB_LIMITS } from '../../contract/limits';
import { JOB_MESSAGES, TEXT_MESSAGES } from '../../contract/messages';
import type { Estimate } from '../../contract/taxEstimate';
import {
  fieldErrors,
  hasForbiddenCharacters,
  optionalText,
  requiredText,
} from '../../contract/text';
import { giftFrom, inheritance } from './support/taxInputs';
import { parseTyped } from './support/typedCalculator';

// The edges of the contract's own rules that the other contract tests leave open: what the
// calculator accepts and refuses as typed, the sentences it writes, formatting at its thresholds,
// the shared text rules and the forbidden-character ranges. Found by `npm run test:mutation contract`.

describe('parseAmount at its edges', () => {
  it('reads 천만 and 조 with any number of digits', () => {
    expect(parseAmount('12천만')).toEqual({ ok: true, value: 120_000_000 });
    expect(parseAmount('1억12만')).toEqual({ ok: true, value: 100_120_000 });
    // 10조 is a number, only too large — not "not a number".
    expect(parseAmount('10조')).toEqual({ ok: false, message: M.amountTooLarge });
  });

  it('a 원 or a minus anywhere but at its place is not a number', () => {
    expect(parseAmount('1원5')).toEqual({ ok: false, message: M.amountNotNumber });
    expect(parseAmount('5-3')).toEqual({ ok: false, message: M.amountNotNumber });
  });
});

describe('parseCalculator rules', () => {
  const minorAgesError = (minorAges: string) => {
    const parsed = parseTyped('inheritance', { estate: '1억', minorAges });
    return parsed.ok ? undefined : parsed.errors.minorAges;
  };

  it('minor ages are one or two digits under 19, with or without 세', () => {
    expect(minorAgesError('18')).toBeUndefined();
    expect(minorAgesError('0, 18세')).toBeUndefined();
    expect(minorAgesError('19')).toBe(M.minorAgesInvalid);
    expect(minorAgesError('007')).toBe(M.minorAgesInvalid);
    expect(minorAgesError('1.5')).toBe(M.minorAgesInvalid);
    expect(minorAgesError('세7')).toBe(M.minorAgesInvalid);
  });

  it('a relation the page does not offer counts as unrelated', () => {
    const parsed = parseTyped('gift', { giftAmount: '1억', relation: 'cousin' });
    expect(parsed).toMatchObject({ ok: true, input: { gift: { relation: 'unrelated' } } });
  });

  it('from a parent, the generation-skip and marriage boxes count when ticked', () => {
    const ticked = parseTyped('gift', {
      giftAmount: '1억',
      relation: 'minorDescendant',
      skipsGeneration: 'yes',
      marriageOrBirth: 'yes',
    });
    expect(ticked).toMatchObject({
      ok: true,
      input: { gift: { skipsGeneration: true, marriageOrBirth: true } },
    });
    const unticked = parseTyped('gift', { giftAmount: '1억', relation: 'minorDescendant' });
    expect(unticked).toMatchObject({
      ok: true,
      input: { gift: { skipsGeneration: false, marriageOrBirth: false } },
    });
  });

  it('without a spouse, the spouse share is neither read nor checked', () => {
    const parsed = parseTyped('inheritance', {
      estate: '1억',
      spouse: 'no',
      spouseInherits: 'abc',
    });
    expect(parsed).toMatchObject({
      ok: true,
      input: { inheritance: { hasSpouse: false, spouseInherits: 0 } },
    });
  });

  it('shares are compared with the estate only when the estate itself is valid', () => {
    expect(
      parseTyped('inheritance', { estate: '', spouseInherits: '5억', financialAssets: '5억' }),
    ).toEqual({ ok: false, errors: { estate: M.amountRequired } });
    expect(
      parseTyped('inheritance', {
        estate: '10억',
        spouseInherits: '10억',
        financialAssets: '10억',
      }),
    ).toMatchObject({ ok: true });
  });

  it('a wrong share keeps its own message, not the "larger than the estate" one', () => {
    expect(
      parseTyped('inheritance', { estate: '1억', spouseInherits: '-5', financialAssets: 'x' }),
    ).toEqual({
      ok: false,
      errors: { spouseInherits: M.amountNegative, financialAssets: M.amountNotNumber },
    });
  });

  it('each mode lists its fields in page order (the first wrong one gets focus)', () => {
    expect(MODE_FIELDS).toEqual({
      inheritance: [
        'eventDate',
        'estate',
        'insurance',
        'retirementPay',
        'financialAssets',
        'debts',
        'funeralCosts',
        'enshrinementCosts',
        'spouse',
        'spouseInherits',
        'children',
        'representedLines',
        'ascendantHeirs',
        'siblings',
        'renounced',
        'minorAges',
        'elderly',
        'disabled',
        'cohabited',
        'cohabitedHome',
        'cohabitedHomeDebt',
        'heirGifts',
        'heirGiftDeductions',
        'heirGiftTax',
        'spouseGifts',
        'skippedShare',
        'skippedMinor',
        'withdrawnYear',
        'withdrawnTwoYears',
        'unexplained',
      ],
      gift: [
        'eventDate',
        'giftAmount',
        'assumedDebt',
        'relation',
        'skipsGeneration',
        'marriageOrBirth',
        'earlierGifts',
        'earlierGiftTax',
        'earlierSkippedGifts',
        'otherDonorGifts',
        'otherDonorDeduction',
      ],
    });
  });
});

/** An estimate as the calculator shows it; the arithmetic behind it is taxEstimate's. */
const estimate = {
  lines: [],
  shares: [],
  base: 1_530_000_000,
  bracket: { rate: 0.4 },
  computedTax: 452_000_000,
  payable: 438_440_000,
} as unknown as Estimate;

const inheritanceInput: CalculatorInput = {
  mode: 'inheritance',
  inheritance: inheritance({
    estate: 2_000_000_000,
    financialAssets: 300_000_000,
    debts: 50_000_000,
    funeralCosts: 10_000_000,
    hasSpouse: true,
    spouseInherits: 700_000_000,
    children: 2,
    minorAges: [7],
    heirGifts: 100_000_000,
    heirGiftTax: 5_000_000,
  }),
};
const giftInput: CalculatorInput = {
  mode: 'gift',
  gift: giftFrom('adultDescendant')({
    amount: 100_000_000,
    skipsGeneration: true,
    earlierGifts: 20_000_000,
  }),
};

describe('the sentences the calculator writes', () => {
  it('announces the payable tax, the base and the bracket once', () => {
    expect(estimateAnnouncement(inheritanceInput, estimate)).toBe(
      '예상 상속세 납부세액은 4억 3,844만 원입니다. 과세표준 15억 3,000만 원, 세율 40% 구간입니다.',
    );
    expect(estimateAnnouncement(giftInput, estimate)).toBe(
      '예상 증여세 납부세액은 4억 3,844만 원입니다. 과세표준 15억 3,000만 원, 세율 40% 구간입니다.',
    );
  });

  it('drafts the consultation about an inheritance', () => {
    expect(counselDraftFor(inheritanceInput, estimate)).toEqual({
      consultation_type: 'inheritance',
      content: [
        '[상속세 계산기 결과]',
        '상속재산 20억 원 (순금융재산 3억 원) / 채무 5,000만 원 / 장례비용 1,000만 원',
        '배우자: 있음 (상속분 7억 원) / 자녀 2명 (미성년 1명) / 65세 이상 0명 / 장애인 없음',
        '동거주택: 아니오 / 손자녀 등이 받는 재산 0원',
        '10년 내 상속인 사전증여 1억 원 (받은 증여재산공제 0원, 증여세 산출세액 500만 원)',
        '계산 결과: 과세표준 15억 3,000만 원, 산출세액 4억 5,200만 원, 납부할 세액(예상) 4억 3,844만 원',
        '정확한 세액과 절세 방법을 상담받고 싶습니다.',
      ].join('\n'),
    });
    const alone: CalculatorInput = {
      mode: 'inheritance',
      inheritance: {
        ...(inheritanceInput as Extract<CalculatorInput, { mode: 'inheritance' }>).inheritance,
        hasSpouse: false,
        spouseInherits: 0,
      },
    };
    expect(counselDraftFor(alone, estimate).content.split('\n')[2]).toBe(
      '배우자: 없음 / 자녀 2명 (미성년 1명) / 65세 이상 0명 / 장애인 없음',
    );
    const family: CalculatorInput = {
      mode: 'inheritance',
      inheritance: {
        ...(inheritanceInput as Extract<CalculatorInput, { mode: 'inheritance' }>).inheritance,
        elderly: 1,
        disabled: [
          { sex: 'female', age: 70 },
          { sex: 'male', age: 45 },
        ],
        cohabitedHome: 500_000_000,
        cohabitedHomeDebt: 120_000_000,
        skippedShare: 200_000_000,
        skippedMinor: true,
        heirGiftDeductions: 50_000_000,
      },
    };
    expect(counselDraftFor(family, estimate).content.split('\n').slice(2, 5)).toEqual([
      '배우자: 있음 (상속분 7억 원) / 자녀 2명 (미성년 1명) / 65세 이상 1명 / 장애인 여 70세, 남 45세',
      '동거주택: 예 (주택 5억 원, 담보채무 1억 2,000만 원) / 손자녀 등이 받는 재산 2억 원 (미성년)',
      '10년 내 상속인 사전증여 1억 원 (받은 증여재산공제 5,000만 원, 증여세 산출세액 500만 원)',
    ]);
  });

  it('drafts the consultation about a gift', () => {
    expect(counselDraftFor(giftInput, estimate)).toEqual({
      consultation_type: 'gift',
      content: [
        '[증여세 계산기 결과]',
        '증여재산 1억 원 / 관계: 부모·조부모 → 성년 자녀·손주',
        '10년 내 같은 그룹 증여 2,000만 원 (그중 세대생략 0원, 증여세 산출세액 0원)',
        '세대생략: 예 / 혼인·출산 공제: 아니오',
        '계산 결과: 과세표준 15억 3,000만 원, 산출세액 4억 5,200만 원, 납부할 세액(예상) 4억 3,844만 원',
        '정확한 세액과 절세 방법을 상담받고 싶습니다.',
      ].join('\n'),
    });
  });

  it('carries the new answers only when given: 봉안, parents, the spouse’s gifts, debt, a second donor', () => {
    const family: CalculatorInput = {
      mode: 'inheritance',
      inheritance: {
        ...(inheritanceInput as Extract<CalculatorInput, { mode: 'inheritance' }>).inheritance,
        enshrinementCosts: 3_000_000,
        children: 0,
        minorAges: [],
        ascendantHeirs: 2,
        spouseGifts: 100_000_000,
      },
    };
    expect(counselDraftFor(family, estimate).content.split('\n').slice(1, 3)).toEqual([
      '상속재산 20억 원 (순금융재산 3억 원) / 채무 5,000만 원 / 장례비용 1,000만 원 / 봉안·자연장지 300만 원',
      '배우자: 있음 (상속분 7억 원, 10년 내 받은 증여 1억 원) / 자녀 0명 / 상속받는 부모님 2명 (미성년 0명) / 65세 이상 0명 / 장애인 없음',
    ]);
    const gift: CalculatorInput = {
      mode: 'gift',
      gift: {
        ...(giftInput as Extract<CalculatorInput, { mode: 'gift' }>).gift,
        assumedDebt: 200_000_000,
        otherDonorGifts: 50_000_000,
      },
    };
    expect(counselDraftFor(gift, estimate).content.split('\n').slice(1, 4)).toEqual([
      '증여재산 1억 원 / 관계: 부모·조부모 → 성년 자녀·손주 / 넘겨받는 채무 2억 원 (부담부증여)',
      '10년 내 같은 그룹 증여 2,000만 원 (그중 세대생략 0원, 증여세 산출세액 0원)',
      '10년 내 같은 관계의 다른 분께 받은 증여 5,000만 원 (그때 받은 공제 모름)',
    ]);
  });

  it('carries the heirs as the family named them and their legal shares (민법 제1001·1009·1043조)', () => {
    const family: CalculatorInput = {
      mode: 'inheritance',
      inheritance: inheritance({
        estate: 1_000_000_000,
        hasSpouse: true,
        children: 2,
        representedLines: [2],
        renounced: 1,
      }),
    };
    const shown = { ...estimate, shares: ['배우자 3/7', '자녀 1명 2/7'] };
    expect(counselDraftFor(family, shown).content.split('\n').slice(2, 4)).toEqual([
      '배우자: 있음 (상속분 0원) / 자녀 2명 / 대습상속 손주 2명 / 상속포기 1명 (미성년 0명) / 65세 이상 0명 / 장애인 없음',
      '법정상속분: 배우자 3/7, 자녀 1명 2/7',
    ]);
  });

  // The relation as the visitor picked it in the form, named in the draft the staff reads.
  it.each([
    ['spouse', '배우자'],
    ['adultDescendant', '부모·조부모 → 성년 자녀·손주'],
    ['minorDescendant', '부모·조부모 → 미성년 자녀·손주'],
    ['ascendant', '자녀·손주 → 부모·조부모'],
    ['otherRelative', '그 밖의 친족 (6촌 이내 혈족, 4촌 이내 인척)'],
    ['unrelated', '친족이 아닌 사람'],
  ] as const)('names the relation %s in the gift draft', (relation, named) => {
    const input: CalculatorInput = { mode: 'gift', gift: { ...giftInput.gift, relation } };
    expect(counselDraftFor(input, estimate).content.split('\n')[1]).toBe(
      `증여재산 1억 원 / 관계: ${named}`,
    );
  });
});

describe('formatting at its thresholds', () => {
  it('a staff record time is Seoul time, minutes only', () => {
    expect(formatDateTime('2026-03-05T15:04:59.000Z')).toBe('2026-03-06 00:04');
    expect(formatDateTime('2026-03-05T14:59:00.000Z')).toBe('2026-03-05 23:59');
    expect(formatDateTime('yesterday')).toBe('');
  });

  it('decimals keep their inner zeros and drop every trailing one', () => {
    expect(formatNumber(1.05, 2)).toBe('1.05');
    expect(formatNumber(1.05, 3)).toBe('1.05');
    expect(formatNumber(1.5, 3)).toBe('1.5');
  });

  it('10,000원 is said as 1만 원', () => {
    expect(formatWon(9_999)).toBe('9,999원');
    expect(formatWon(10_000)).toBe('1만 원');
  });
});

describe('text rules', () => {
  const name = requiredText(3, '이름을 입력해주세요.', '3자 이내');
  const note = optionalText(3, '3자 이내');

  it('required text is trimmed, and counts characters as people see them', () => {
    expect(v.parse(name, '  김철수 ')).toBe('김철수');
    expect(v.parse(name, '👨‍👩‍👧‍👦ab')).toBe('👨‍👩‍👧‍👦ab');
    expect(v.safeParse(name, '김철수씨').issues?.[0]?.message).toBe('3자 이내');
    expect(v.safeParse(name, '   ').issues?.[0]?.message).toBe('이름을 입력해주세요.');
    expect(v.safeParse(name, 42).issues?.[0]?.message).toBe('이름을 입력해주세요.');
  });

  // A stranger's review titles: 50 zero-width spaces, or 40 tag characters, showed as blank rows.
  it.each([
    ['zero-width spaces', '\u200b'.repeat(3)],
    ['tag characters', '\u{E0041}\u{E0042}'],
    ['Hangul fillers', '\u3164\u115f\uffa0'],
    ['a word joiner beside a no-break space', '\u2060\u00a0'],
  ])('required text made only of %s is not there', (_, invisible) => {
    expect(v.safeParse(name, invisible).issues?.[0]?.message).toBe('이름을 입력해주세요.');
  });

  it('required text with one character that shows is there, invisible ones around it kept', () => {
    expect(v.parse(name, '\u200b김\u200b')).toBe('\u200b김\u200b');
  });

  // A 60,000-letter title was told it held "too many emoji or symbols".
  it('plain text far over the length is too long, and stacked symbols in a short text are not', () => {
    expect(v.safeParse(name, 'a'.repeat(60_000)).issues?.[0]?.message).toBe('3자 이내');
    expect(v.safeParse(note, 'a'.repeat(60_000)).issues?.[0]?.message).toBe('3자 이내');
    expect(v.safeParse(name, `가${'\u0301\u200d'.repeat(40)}`).issues?.[0]?.message).toBe(
      TEXT_MESSAGES.tooManyCodePoints,
    );
  });

  it('optional text is trimmed, absent becomes empty, and too long is refused', () => {
    expect(v.parse(note, undefined)).toBe('');
    expect(v.parse(note, ' 메모 ')).toBe('메모');
    expect(v.parse(note, '  abc  ')).toBe('abc');
    expect(v.safeParse(note, 'abcd').issues?.[0]?.message).toBe('3자 이내');
  });

  it('field errors: the first message of each field, dotted paths, in order', () => {
    const schema = v.object({
      name: v.pipe(v.string('name?'), v.minLength(2, 'short')),
      address: v.object({ city: v.string('city?') }),
    });
    const result = v.safeParse(
      schema,
      { name: 5, address: { city: 1 } },
      { abortPipeEarly: false },
    );
    expect(fieldErrors(result.issues ?? [])).toEqual([
      { field: 'name', message: 'name?' },
      { field: 'address.city', message: 'city?' },
    ]);
    const twice = v.safeParse(v.pipe(v.string(), v.minLength(5, 'a'), v.email('b')), 'x');
    expect(fieldErrors(twice.issues ?? [])).toEqual([{ field: '', message: 'a' }]);
  });
});

describe('forbidden characters at the edges of each range', () => {
  it('bidirectional controls U+202A–202E and U+2066–2069 only', () => {
    for (const code of [0x202a, 0x202e, 0x2066, 0x2069]) {
      expect(hasForbiddenCharacters(`a${String.fromCharCode(code)}b`)).toBe(true);
    }
    for (const code of [0x2029, 0x202f, 0x2065, 0x206a]) {
      expect(hasForbiddenCharacters(`a${String.fromCharCode(code)}b`)).toBe(false);
    }
  });

  it('surrogates: whole pairs pass at both ends of the ranges; lone halves do not', () => {
    expect(hasForbiddenCharacters('ab')).toBe(false);
    expect(hasForbiddenCharacters('\ud800\udc00')).toBe(false);
    expect(hasForbiddenCharacters('\udbff\udfff')).toBe(false);
    expect(hasForbiddenCharacters('\ud7ff\ue000')).toBe(false);
    expect(hasForbiddenCharacters('\udbffa')).toBe(true);
    expect(hasForbiddenCharacters('a\udbff')).toBe(true);
    expect(hasForbiddenCharacters('\ud800\ud800')).toBe(true);
    expect(hasForbiddenCharacters('\ud800\ue000')).toBe(true);
    expect(hasForbiddenCharacters('\ud800\udbff')).toBe(true);
    expect(hasForbiddenCharacters('a\udfffb')).toBe(true);
    expect(hasForbiddenCharacters('a\udc00b')).toBe(true);
  });
});

it('the header is transparent at the top of the pages with a dark banner only', () => {
  expect(hasTransparentTop('/')).toBe(true);
  expect(hasTransparentTop('/job')).toBe(true);
  expect(hasTransparentTop('/faq')).toBe(false);
});

it('the file size limits are said in MB', () => {
  expect(JOB_MESSAGES.resumeTooLarge).toContain(` ${JOB_LIMITS.resumeMaxBytes / 2 ** 20}MB `);
  expect(JOB_MESSAGES.portfolioTooLarge).toContain(` ${JOB_LIMITS.portfolioMaxBytes / 2 ** 20}MB `);
});
