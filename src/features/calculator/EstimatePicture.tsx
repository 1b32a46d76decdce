import { wonInWords } from '../../../contract/taxBreakdown';
import type { Estimate } from '../../../contract/taxEstimate';
import { CALCULATOR_COPY as copy } from '../../content/calculator';
import * as styles from './EstimatePicture.css';

const WIDTH = 300;
const ROW = 22;
const BAR = 14;

/**
 * Where the estate goes: 과세가액 → 공제 → 과세표준 → 세액, one bar each, scaled to the 과세가액.
 * Plain SVG (no chart library for four rectangles); the sentence under it is its text equivalent.
 */
export function EstimatePicture({
  estimate,
  headingId,
}: {
  estimate: Estimate;
  headingId: string;
}) {
  const deducted = estimate.taxableValue - estimate.base;
  const values = [estimate.taxableValue, deducted, estimate.base, estimate.payable];
  const scale = (value: number) =>
    estimate.taxableValue > 0 ? Math.max(1, (value / estimate.taxableValue) * WIDTH) : 1;
  const textId = `${headingId}-picture`;
  return (
    <figure className={styles.picture} aria-labelledby={textId}>
      <svg
        className={styles.pictureSvg}
        viewBox={`0 0 ${WIDTH} ${ROW * values.length}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={textId}
      >
        <title>{copy.pictureHeading}</title>
        {values.map((value, index) => (
          <rect
            key={copy.pictureBars[index]}
            className={styles.pictureBar}
            data-bar={index}
            x={0}
            y={index * ROW}
            width={scale(value)}
            height={BAR}
          />
        ))}
      </svg>
      <ol className={styles.pictureLegend} aria-hidden="true">
        {values.map((value, index) => (
          <li key={copy.pictureBars[index]} data-bar={index}>
            {copy.pictureBars[index]} {wonInWords(value)}
          </li>
        ))}
      </ol>
      <figcaption id={textId} className={styles.pictureText}>
        {copy.pictureText(
          wonInWords(estimate.taxableValue),
          wonInWords(deducted),
          wonInWords(estimate.base),
          wonInWords(estimate.payable),
        )}
      </figcaption>
    </figure>
  );
}
