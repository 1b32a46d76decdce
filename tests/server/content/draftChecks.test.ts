import { expect, test } from 'vitest';
import { CONTENT_LIMITS, CONTENT_MESSAGES } from '../../../contract/contentLimits';
import { firm } from '../../../contract/firm';
import { CONTENT_API, type ContentState, repositoryContent } from '../../../contract/siteContent';
import { describeEachDatabase } from '../helpers';
import { CLERK, OWNER, openPublishingSuite, publishingCalls } from '../support/publishing';
import { signIn } from '../support/staff';

// A draft of the firm's facts, its FAQ and its success cases is checked as publishing would check
// it; a bad one saves nothing, and a good one is published and named by what changed (decision 149).

describeEachDatabase('publishing the firm facts on %s', (kind) => {
  const t = openPublishingSuite(kind);
  const { call, confirm, caseOn, titleOn, answerOn } = publishingCalls(t);

  test('a draft is checked as publishing would check it; a bad one saves nothing', async () => {
    const clerk = await signIn(t.app, CLERK);
    for (const [firmChange, message] of [
      [{ mainPhone: '전화번호' }, CONTENT_MESSAGES.phone],
      [{ businessRegistrationNumber: '1234567890' }, CONTENT_MESSAGES.businessRegistrationNumber],
      [{ legalName: '   ' }, CONTENT_MESSAGES.required],
      [{ representatives: [] }, CONTENT_MESSAGES.listSize(1, 5)],
      [{ coordinates: { lat: 0, lng: 127 } }, CONTENT_MESSAGES.latitude],
      [{ privacyPolicyEffectiveDate: '2026-13-45' }, CONTENT_MESSAGES.day],
      [{ privacyPolicyEffectiveDate: '2026-02-30' }, CONTENT_MESSAGES.day],
      [{ privacyPolicyEffectiveDate: '2026-04-31' }, CONTENT_MESSAGES.day],
      [{ privacyPolicyEffectiveDate: '0000-01-01' }, CONTENT_MESSAGES.day],
      [{ legalName: '\u0301\u0301' }, CONTENT_MESSAGES.required],
      ...[
        '세무\r법인',
        '세무\t법인',
        '세무\u0085법인',
        '세무\u200b법인',
        '세무\u200e법인',
        '세무\ue000법인',
        '세무\uffff법인',
        '세무\u{e0041}법인',
      ].map((legalName) => [{ legalName }, CONTENT_MESSAGES.invisible] as const),
      [
        { privacyOfficer: { ...firm.privacyOfficer, email: 'not-an-address' } },
        CONTENT_MESSAGES.email,
      ],
      [{ extra: 'field' }, ''],
      [{ legalName: '세무법인\u0000' }, ''],
    ] as const) {
      const refused = await call(clerk, 'PUT', CONTENT_API.draft, {
        ...repositoryContent,
        firm: { ...firm, ...firmChange },
      });
      expect(refused.statusCode, JSON.stringify(firmChange)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    const { legalName: _missing, ...withoutName } = firm;
    expect(
      (await call(clerk, 'PUT', CONTENT_API.draft, { ...repositoryContent, firm: withoutName }))
        .statusCode,
    ).toBe(400);
    const state = (await call(clerk, 'GET', CONTENT_API.state)).json() as ContentState;
    expect(state.draft).toBeNull();
    // A decomposed name is stored composed, as typed on a keyboard.
    const saved = await call(clerk, 'PUT', CONTENT_API.draft, {
      ...repositoryContent,
      firm: { ...firm, legalName: '세무법인 한결'.normalize('NFD') },
    });
    expect((saved.json() as ContentState).draft?.content.firm.legalName).toBe('세무법인 한결');
    expect((await confirm(clerk, 'DELETE', CONTENT_API.draft)).statusCode).toBe(204);
  });

  test('the FAQ is content too: checked item by item, published, and named by what changed', async () => {
    const owner = await signIn(t.app, OWNER);
    const [first, second] = repositoryContent.faq;
    if (!first || !second) throw new Error('the repository has two FAQ items');
    const withFaq = (faq: unknown) => ({ ...repositoryContent, faq });
    for (const [faq, message] of [
      [[], CONTENT_MESSAGES.listSize(1, CONTENT_LIMITS.faqItemsMax)],
      [[first, { ...second, id: first.id }], CONTENT_MESSAGES.faqIdsRepeat],
      [[{ ...first, answer: ['같은 문단', '같은 문단'] }], CONTENT_MESSAGES.paragraphsRepeat],
      [[{ ...first, answer: [] }], CONTENT_MESSAGES.listSize(1, CONTENT_LIMITS.paragraphsMax)],
      [[{ ...first, question: ' ' }], CONTENT_MESSAGES.required],
      [
        [{ ...first, question: '질'.repeat(CONTENT_LIMITS.questionMax + 1) }],
        CONTENT_MESSAGES.tooLong(CONTENT_LIMITS.questionMax),
      ],
      [[{ ...first, answer: ['줄\n바꿈'] }], CONTENT_MESSAGES.invisible],
      [[{ ...first, link: { to: '/staff', label: '직원' } }], CONTENT_MESSAGES.linkTarget],
      [
        Array.from({ length: CONTENT_LIMITS.faqItemsMax + 1 }, (_, index) => ({
          ...first,
          id: index + 1,
        })),
        CONTENT_MESSAGES.listSize(1, CONTENT_LIMITS.faqItemsMax),
      ],
    ] as const) {
      const refused = await call(owner, 'PUT', CONTENT_API.draft, withFaq(faq));
      expect(refused.statusCode, JSON.stringify(faq).slice(0, 80)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    expect(((await call(owner, 'GET', CONTENT_API.state)).json() as ContentState).draft).toBeNull();

    const answer = '상속세는 사망일이 속하는 달의 말일부터 6개월 안에 신고합니다.';
    const changedFaq = repositoryContent.faq.map((item) =>
      item === first ? { ...first, answer: [answer, ...first.answer.slice(1)] } : item,
    );
    expect((await call(owner, 'PUT', CONTENT_API.draft, withFaq(changedFaq))).statusCode).toBe(200);
    const published = await confirm(owner, 'POST', CONTENT_API.publish);
    expect(published.statusCode).toBe(200);
    const state = published.json() as ContentState;
    expect(state.published.content.faq).toEqual(changedFaq);
    expect(state.history[0]?.changed).toEqual(['faq[0].answer[0]']);
    expect(await answerOn('/privacy')).toBe(answer);
  });

  test('the success cases are content: six fixed cases, checked, and a new title reaches the page’s <title>', async () => {
    const owner = await signIn(t.app, OWNER);
    const cases = repositoryContent.successCases;
    const [first, second] = cases;
    if (!first || !second) throw new Error('the repository has six cases');
    const withCase = (change: object) =>
      cases.map((item) => (item === first ? { ...first, ...change } : item));
    // Only the cases change: the rest as published by the tests before.
    const base = ((await call(owner, 'GET', CONTENT_API.state)).json() as ContentState).published
      .content;
    const withCases = (successCases: unknown) => ({ ...base, successCases });
    for (const [successCases, message] of [
      [withCase({ image: { ...first.image, alt: '' } }), CONTENT_MESSAGES.altRequired],
      [withCase({ image: { ...first.image, alt: ' \u200b ' } }), CONTENT_MESSAGES.altRequired],
      [withCase({ image: { src: first.image.src, width: 640, height: 400 } }), ''],
      [withCase({ finalTax: first.expectedTax + 1 }), CONTENT_MESSAGES.finalTaxAboveExpected],
      [withCase({ expectedTax: -1 }), CONTENT_MESSAGES.wholeNumber(0, CONTENT_LIMITS.amountMax)],
      [withCase({ finalTax: 1.5 }), CONTENT_MESSAGES.wholeNumber(0, CONTENT_LIMITS.amountMax)],
      [withCase({ id: second.id }), CONTENT_MESSAGES.caseIds],
      [withCase({ id: 7 }), CONTENT_MESSAGES.caseIds],
      [cases.slice(1), CONTENT_MESSAGES.caseIds],
      [[...cases, { ...first }], CONTENT_MESSAGES.caseIds],
      [withCase({ title: '  ' }), CONTENT_MESSAGES.required],
      [
        withCase({ image: { ...first.image, src: 'https://elsewhere.example/a.png' } }),
        CONTENT_MESSAGES.caseImageSrc,
      ],
      [
        withCase({ image: { ...first.image, src: '/images/uploads/../../etc/passwd' } }),
        CONTENT_MESSAGES.caseImageSrc,
      ],
      [
        withCase({ story: { ...first.story, strategy: [] } }),
        CONTENT_MESSAGES.listSize(1, CONTENT_LIMITS.strategyStepsMax),
      ],
    ] as const) {
      const refused = await call(owner, 'PUT', CONTENT_API.draft, withCases(successCases));
      expect(refused.statusCode, JSON.stringify(successCases).slice(0, 120)).toBe(400);
      expect(JSON.stringify(refused.json())).toContain(message);
    }
    // Said at the amount that is wrong: the final tax, which the form shows next to it.
    const above = await call(
      owner,
      'PUT',
      CONTENT_API.draft,
      withCases(withCase({ finalTax: first.expectedTax + 1 })),
    );
    expect(above.json().errors).toContainEqual({
      field: 'successCases.0.finalTax',
      message: CONTENT_MESSAGES.finalTaxAboveExpected,
    });
    expect(((await call(owner, 'GET', CONTENT_API.state)).json() as ContentState).draft).toBeNull();

    const title = '상속재산 18억 원 상속세 신고';
    const changed = withCase({ title });
    expect((await call(owner, 'PUT', CONTENT_API.draft, withCases(changed))).statusCode).toBe(200);
    const published = await confirm(owner, 'POST', CONTENT_API.publish);
    expect(published.statusCode).toBe(200);
    const state = published.json() as ContentState;
    expect(state.published.content.successCases).toEqual(changed);
    expect(state.history[0]?.changed).toEqual(['successCases[0].title']);
    expect(await caseOn('/success-case')).toBe(title);
    expect(await titleOn('/success-case/1')).toBe(`${title} | 성공사례`);
    expect(await titleOn('/success-case/1')).not.toContain(first.title);
  });
});
