import { render } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { EMPTY_CALCULATOR } from '../../../contract/calculatorFields';
import {
  clearDraft,
  nonEmptyValues,
  readDraft,
  readTextValues,
  saveDraft,
  useSessionDraft,
} from '../../../src/components/sessionDraft';
import {
  calculatorDraftOf,
  readCalculatorDraft,
  restoreEvents,
} from '../../../src/features/calculator/calculatorDraft';

describe('a form draft kept for the tab', () => {
  it('keeps only the named, non-empty text values, and reads nothing out of a bad draft', () => {
    expect(
      readTextValues({ name: '김', phone: '', extra: 'x', content: 3 }, [
        'name',
        'phone',
        'content',
      ]),
    ).toEqual({ name: '김' });
    expect(readTextValues({ phone: '' }, ['phone'])).toBeNull();
    expect(readTextValues('김', ['name'])).toBeNull();
    expect(readTextValues(null, ['name'])).toBeNull();
    expect(nonEmptyValues({ name: '', phone: '010' }, ['name', 'phone'])).toEqual({ phone: '010' });
    expect(nonEmptyValues({ name: '', phone: '' }, ['name', 'phone'])).toBeNull();
  });

  it('stores in sessionStorage, forgets on null and on clear, and survives a broken entry', () => {
    saveDraft('job', { name: '박' });
    expect(readDraft('job')).toEqual({ name: '박' });
    saveDraft('job', null);
    expect(readDraft('job')).toBeNull();
    saveDraft('job', { name: '박' });
    clearDraft('job');
    expect(sessionStorage.length).toBe(0);
    sessionStorage.setItem('form-draft:job', '{not json');
    expect(readDraft('job')).toBeNull();
  });

  function Form({ onRestore }: { onRestore: (draft: { name: string }) => void }) {
    const [name, setName] = useState('');
    useSessionDraft(
      'consultation',
      name ? { name } : null,
      (value) => readTextValues(value, ['name']) as { name: string } | null,
      (draft) => {
        onRestore(draft);
        setName(draft.name);
      },
    );
    return (
      <input aria-label="이름" value={name} onChange={(event) => setName(event.target.value)} />
    );
  }

  it('restores once on mount without overwriting the draft with the empty first render', () => {
    saveDraft('consultation', { name: '김보존' });
    const restored: unknown[] = [];
    const view = render(<Form onRestore={(draft) => restored.push(draft)} />);
    expect(view.getByLabelText('이름')).toHaveValue('김보존');
    expect(restored).toEqual([{ name: '김보존' }]);
    expect(readDraft('consultation')).toEqual({ name: '김보존' });
    view.rerender(<Form onRestore={(draft) => restored.push(draft)} />);
    expect(restored).toHaveLength(1);
  });

  it('a calculator left as it came keeps nothing; a changed one keeps mode, changes and the estimate shown', () => {
    expect(calculatorDraftOf('inheritance', EMPTY_CALCULATOR, false)).toBeNull();
    const draft = calculatorDraftOf('gift', { ...EMPTY_CALCULATOR, giftAmount: '1억' }, true);
    expect(draft).toEqual({ mode: 'gift', values: { giftAmount: '1억' }, calculated: true });
    expect(readCalculatorDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(readCalculatorDraft({ mode: 'lottery', values: {} })).toBeNull();
    expect(
      readCalculatorDraft({ mode: 'gift', values: { unknown: '1' }, calculated: 'yes' }),
    ).toEqual({ mode: 'gift', values: {}, calculated: false });
    expect(
      restoreEvents({ mode: 'gift', values: { giftAmount: '1억' }, calculated: true }),
    ).toEqual([
      { type: 'MODE_CHOSEN', mode: 'gift' },
      { type: 'FIELD_CHANGED', field: 'giftAmount', value: '1억' },
    ]);
    expect(restoreEvents({ mode: 'inheritance', values: {}, calculated: false })).toEqual([
      { type: 'MODE_CHOSEN', mode: 'inheritance' },
    ]);
  });
});
