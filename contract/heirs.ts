import { TAX_LAW } from './taxLaw';

// Who inherits and in what shares (민법 §1000–§1003, §1009, §1010, §1043), from the family as a
// family states it. The tax reads two things from here: how many co-heirs stand beside the spouse
// (§19①'s limit and §21①'s 단서), and the shares a family is shown.

/** The heirs as a family names them; counts are of people. */
export interface Heirs {
  hasSpouse: boolean;
  /** Living children (민법 §1000①1). */
  children: number;
  /**
   * 대습상속 (민법 §1001, §1010): for each child who died before the deceased leaving children,
   * how many of those grandchildren inherit in the child's place, together taking one child's share.
   */
  representedLines: readonly number[];
  /** The deceased's parents or grandparents: heirs only when there is no descendant (§1000①2). */
  ascendantHeirs: number;
  /** Brothers and sisters: heirs only with no spouse, descendant or ascendant (§1000①3, §1003①). */
  siblings: number;
  /** Of the first rank's heirs other than the spouse (living children, else ascendants, else siblings), how many renounced (§1041). */
  renounced: number;
}

export type HeirGroup = 'spouse' | 'child' | 'grandchild' | 'ascendant' | 'sibling';

/** One group of heirs holding the same share each: count people × numerator/denominator. */
export interface HeirShare {
  group: HeirGroup;
  count: number;
  numerator: number;
  denominator: number;
  /** For grandchildren: which of the represented lines (0-based), in the order entered. */
  line?: number;
  /** Heirs who renounced: their share went to the others (§1043). */
  renounced?: boolean;
}

const hasDescendants = (h: Pick<Heirs, 'children' | 'representedLines'>) =>
  h.children > 0 || h.representedLines.length > 0;

/** The group the renunciations are counted in, and how many it holds. */
export function renounceable(h: Heirs): { group: HeirGroup; count: number } | null {
  if (h.children > 0) return { group: 'child', count: h.children };
  if (hasDescendants(h)) return null;
  if (h.ascendantHeirs > 0) return { group: 'ascendant', count: h.ascendantHeirs };
  if (!h.hasSpouse && h.siblings > 0) return { group: 'sibling', count: h.siblings };
  return null;
}

/**
 * The heirs who share beside the spouse as the law names them, renunciations not subtracted:
 * §19①'s limit takes the share "그 사람이 포기하지 아니한 경우의" and §21①'s 단서 asks whether
 * the spouse is the only heir, not the only one left (decision 247). A represented line counts
 * once, as the child it stands for.
 */
export function coHeirsOf(
  h: Pick<Heirs, 'children' | 'representedLines' | 'ascendantHeirs'>,
): number {
  return hasDescendants(h) ? h.children + h.representedLines.length : h.ascendantHeirs;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

function reduced(numerator: number, denominator: number) {
  const divisor = gcd(numerator, denominator);
  return { numerator: numerator / divisor, denominator: denominator / divisor };
}

/** The spouse's weight, doubled so 1.5 against 1 is 3 against 2 in whole numbers. */
const SPOUSE_WEIGHT = Math.round(TAX_LAW.inheritance.spouseShareWeight.value * 2);
const HEIR_WEIGHT = 2;

/**
 * The spouse's 법정상속분 (민법 §1009②) beside `coHeirs` heirs of 1 each, in lowest terms:
 * 3 / (3 + 2n); a spouse alone inherits all (1/1).
 */
export function spouseShareFraction(coHeirs: number): { numerator: number; denominator: number } {
  return reduced(SPOUSE_WEIGHT, SPOUSE_WEIGHT + HEIR_WEIGHT * coHeirs);
}

/**
 * Every heir's 법정상속분 after the renunciations (§1043: a renounced share goes to the others in
 * proportion; when every descendant renounces, the spouse inherits alone, 대법원 2023. 3. 23.
 * 2020그42 전원합의체). Empty when no heir is named or every heir renounced.
 */
export function legalShares(h: Heirs): HeirShare[] {
  const rank = renounceable(h);
  const renounced = rank ? Math.min(h.renounced, rank.count) : 0;
  const left = (group: HeirGroup, count: number) =>
    rank?.group === group ? count - renounced : count;
  const descendants = hasDescendants(h);
  const children = left('child', h.children);
  const lines = h.representedLines.filter((n) => n > 0);
  const ascendants = descendants ? 0 : left('ascendant', h.ascendantHeirs);
  const siblings = descendants || h.ascendantHeirs || h.hasSpouse ? 0 : left('sibling', h.siblings);
  const others = children + lines.length + ascendants + siblings;
  const spouse = h.hasSpouse ? SPOUSE_WEIGHT : 0;
  const total = spouse + HEIR_WEIGHT * others;
  if (total === 0) return [];
  const shares: HeirShare[] = [];
  if (spouse) shares.push({ group: 'spouse', count: 1, ...reduced(spouse, total) });
  const each = (group: HeirGroup, count: number) => {
    if (count > 0) shares.push({ group, count, ...reduced(HEIR_WEIGHT, total) });
  };
  each('child', children);
  lines.forEach((count, line) => {
    shares.push({ group: 'grandchild', count, line, ...reduced(HEIR_WEIGHT, total * count) });
  });
  each('ascendant', ascendants);
  each('sibling', siblings);
  if (rank && renounced > 0) {
    shares.push({
      group: rank.group,
      count: renounced,
      numerator: 0,
      denominator: 1,
      renounced: true,
    });
  }
  return shares;
}

/** True when every heir other than the spouse renounced and no spouse is left to inherit. */
export function everyoneRenounced(h: Heirs): boolean {
  const rank = renounceable(h);
  const descendantsLeft = h.representedLines.length > 0;
  return (
    !h.hasSpouse && rank !== null && h.renounced >= rank.count && !descendantsLeft && rank.count > 0
  );
}
