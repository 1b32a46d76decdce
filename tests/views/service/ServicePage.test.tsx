import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PROCESS_STEPS, SERVICE_CLOSING, SERVICES } from '../../../src/content/services';
import { expectPageTitle, renderApp } from '../renderWithRouter';

const SPEC_TITLES = [
  '맞춤형 상속·증여세 신고 대행',
  '상속·증여세 절세 플랜',
  '가업승계 컨설팅',
  '비상장주식 가치평가',
  '상속세 세무조사 대리',
];
const SPEC_STEPS = [
  '상담 신청',
  '사전 자료 제출 및 검토',
  '계약 체결 및 서류 제출',
  '신고 및 업무 진행',
  '세금 납부 준비',
  '결과 보고',
];

function serviceButton(title: string) {
  return screen.getByRole('button', { name: new RegExp(title) });
}

function panelOf(button: HTMLElement) {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error('the service button controls no panel');
  return panel;
}

function expectOpen(button: HTMLElement, open: boolean) {
  expect(button).toHaveAttribute('aria-expanded', String(open));
  expect(button.querySelector('svg')).toHaveAttribute('data-direction', open ? 'up' : 'down');
  if (open) expect(panelOf(button)).not.toHaveAttribute('inert');
  else expect(panelOf(button)).toHaveAttribute('inert');
}

describe('/service', () => {
  it('shows the five services (ids 1–5), each with a closed panel labelled by its button', async () => {
    await renderApp('/service');
    await expectPageTitle('서비스');
    expect(SERVICES.map((service) => service.id)).toEqual([1, 2, 3, 4, 5]);
    for (const title of SPEC_TITLES) {
      const button = serviceButton(title);
      expectOpen(button, false);
      expect(panelOf(button)).toHaveAttribute('aria-labelledby', button.id);
    }
  });

  it('opens one panel at a time, switches, and closes the open one on a second click', async () => {
    const user = userEvent.setup();
    await renderApp('/service');
    const [filing, planning] = SPEC_TITLES.map(serviceButton);
    if (!filing || !planning) throw new Error('services missing');

    await user.click(filing);
    expectOpen(filing, true);
    const filingService = SERVICES[0];
    for (const line of filingService?.description ?? []) {
      expect(within(panelOf(filing)).getByText(line)).toBeInTheDocument();
    }

    await user.click(planning);
    expectOpen(filing, false);
    expectOpen(planning, true);

    await user.click(planning);
    for (const title of SPEC_TITLES) expectOpen(serviceButton(title), false);
  });

  it('shows the six process steps in order and the closing message with a consultation link', async () => {
    await renderApp('/service');
    const process = screen.getByRole('region', { name: '업무 진행 절차' });
    const steps = within(process)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('heading').textContent);
    expect(steps).toEqual(SPEC_STEPS);
    expect(PROCESS_STEPS).toHaveLength(6);
    const closing = screen.getByRole('region', { name: SERVICE_CLOSING.title });
    expect(within(closing).getByRole('link', { name: SERVICE_CLOSING.label })).toHaveAttribute(
      'href',
      '/apply-counsel',
    );
  });
});
