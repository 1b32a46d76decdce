import {
  type CalculatorMode,
  type CalculatorValues,
  EMPTY_CALCULATOR,
} from '../../../contract/calculatorFields';
import { parseCalculator } from '../../../contract/calculatorInput';

/** The calculator's reading of a form in which only the fields in `typed` were filled in. */
export const parseTyped = (mode: CalculatorMode, typed: Partial<CalculatorValues>) =>
  parseCalculator(mode, { ...EMPTY_CALCULATOR, ...typed });
