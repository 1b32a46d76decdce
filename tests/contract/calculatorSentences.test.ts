import { describe, expect, it } from 'vitest';
import { type CalculatorInput, estimateFor } from '../../contract/calculatorInput';
import { counselDraftFor, estimateAnnouncement } from '../../contract/calculatorSummary';
import { charCount } from '../../contract/graphemes';
import { CONSULTATION_LIMITS } from '../../contract/limits';
import type { Estimate } from '../../contract/taxEstimate';
import { giftFrom, inheritance } from './support/taxInputs';
import { parseTyped } from './support/typedCalculator';

// The sentences the calculator writes: the announcement of the estimate and the consultation it
// drafts, within the consultation's length.
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

describe('counselDraftFor', () => {
  it('summarises a gift in a few lines with the estimate', () => {
    const parsed = parseTyped('gift', { giftAmount: '1억' });
    if (!parsed.ok) throw new Error('valid input');
    const draft = counselDraftFor(parsed.input, estimateFor(parsed.input));
    expect(draft.consultation_type).toBe('gift');
    expect(draft.content).toContain('증여재산 1억 원');
    expect(draft.content).toContain('납부할 세액(예상) 485만 원');
  });

  it('carries the family inputs (decision 100) into the consultation', () => {
    const parsed = parseTyped('inheritance', {
      estate: '15억',
      elderly: '1',
      disabled: '남 45',
      cohabited: 'yes',
      cohabitedHome: '8억',
      cohabitedHomeDebt: '2억',
      heirGifts: '1억',
      heirGiftDeductions: '5000만',
      skippedShare: '3억',
      skippedMinor: 'yes',
    });
    if (!parsed.ok) throw new Error('valid input');
    const { content } = counselDraftFor(parsed.input, estimateFor(parsed.input));
    expect(content).toContain('65세 이상 1명 / 장애인 남 45세');
    expect(content).toContain('동거주택: 예 (주택 8억 원, 담보채무 2억 원)');
    expect(content).toContain('손자녀 등이 받는 재산 3억 원 (미성년)');
    expect(content).toContain('받은 증여재산공제 5,000만 원');
    const gift = parseTyped('gift', {
      giftAmount: '1억',
      earlierGifts: '1억',
      earlierSkippedGifts: '5000만',
    });
    if (!gift.ok) throw new Error('valid input');
    expect(counselDraftFor(gift.input, estimateFor(gift.input)).content).toContain(
      '그중 세대생략 5,000만 원',
    );
  });

  it('fits the consultation content limit with the longest inputs', () => {
    const huge = '999,999,999,999';
    const parsed = parseTyped('inheritance', {
      estate: huge,
      financialAssets: huge,
      debts: huge,
      funeralCosts: huge,
      spouseInherits: huge,
      children: '10',
      minorAges: '1,2,3,4,5,6,7,8,9,10',
      heirGifts: huge,
      heirGiftTax: huge,
      heirGiftDeductions: huge,
      elderly: '10',
      disabled: Array(10).fill('여 100').join(', '),
      cohabited: 'yes',
      cohabitedHome: huge,
      cohabitedHomeDebt: huge,
      skippedShare: huge,
      skippedMinor: 'yes',
    });
    if (!parsed.ok) throw new Error('valid input');
    const { content } = counselDraftFor(parsed.input, estimateFor(parsed.input));
    expect(charCount(content)).toBeLessThanOrEqual(CONSULTATION_LIMITS.contentMax);
  });
});
