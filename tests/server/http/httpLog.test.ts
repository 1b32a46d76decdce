// What reaches the log: no password, no value from a URL; each line with its request's id.
import { expect, test } from 'vitest';
import { REVIEW_API } from '../../../contract/reviews';
import { withLoggedApp } from '../support/logCapture';

const review = {
  username: '정양도',
  password: 'topsecret',
  title: '양도세 후기',
  content: '내용',
  consultation_type: 'transfer',
};

test('passwords never reach the log, neither from bodies nor from ?password=', async () => {
  await withLoggedApp('debug', async (logged, logText) => {
    const created = await logged.app.inject({
      method: 'POST',
      url: REVIEW_API.list,
      payload: review,
    });
    const { id } = created.json();
    await logged.app.inject({
      method: 'POST',
      url: REVIEW_API.verify(id),
      payload: { password: 'guess-one' },
    });
    await logged.app.inject({
      method: 'DELETE',
      url: `${REVIEW_API.one(id)}?password=guess-two&x=1`,
    });
    await logged.app.inject({ method: 'DELETE', url: `${REVIEW_API.one(id)}?password=topsecret` });
    expect(logText()).toContain(`${REVIEW_API.one(id)}?[redacted]`);
    for (const secret of ['topsecret', 'guess-one', 'guess-two'])
      expect(logText()).not.toContain(secret);
  });
});

test('behind a proxy without TRUST_PROXY the log says once that every client shares one address', async () => {
  await withLoggedApp('info', async (logged, logText) => {
    for (const forwarded of ['203.0.113.1', '203.0.113.2']) {
      await logged.app.inject({ url: REVIEW_API.list, headers: { 'x-forwarded-for': forwarded } });
    }
    const warnings = logText()
      .split('\n')
      .filter((line) => line.includes('TRUST_PROXY is not set'));
    expect(warnings).toHaveLength(1);
    expect(JSON.parse(warnings[0] as string).level).toBe(40);
  });
});

test("each request's access line, and any line the request logs itself, carry the request's id", async () => {
  await withLoggedApp('info', async (logged, logText) => {
    // The first forwarded request makes the request log the TRUST_PROXY warning itself.
    await logged.app.inject({
      url: `${REVIEW_API.list}?page=1`,
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    await logged.app.inject({ url: REVIEW_API.one(424242) });
    const lines = logText()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = lines.filter((line) => line.msg === 'request');
    expect(access).toHaveLength(2);
    const [first, second] = access;
    expect(first).toMatchObject({
      level: 30,
      method: 'GET',
      url: `${REVIEW_API.list}?[redacted]`,
      status: 200,
    });
    expect(second).toMatchObject({
      level: 30,
      method: 'GET',
      url: REVIEW_API.one(424242),
      status: 404,
    });
    for (const line of access) {
      expect(typeof line.ms).toBe('number');
      expect(typeof line.time).toBe('number');
      expect(line.hostname).toBeDefined();
    }
    expect(first?.reqId).toMatch(/^req-/);
    expect(second?.reqId).toMatch(/^req-/);
    expect(first?.reqId).not.toBe(second?.reqId);
    const warning = lines.find((line) => String(line.msg).includes('TRUST_PROXY is not set'));
    expect(warning?.reqId).toBe(first?.reqId);
  });
});

test('no value a client puts in a URL reaches the log: query keys, query values, ; parameters', async () => {
  await withLoggedApp('debug', async (logged, logText) => {
    for (const url of [
      `${REVIEW_API.one(1)}?01012345678`,
      `${REVIEW_API.one(1)}?name=홍길동&phone=01012345678`,
      `${REVIEW_API.one(1)};password=01012345678`,
    ]) {
      await logged.app.inject({ method: 'DELETE', url });
    }
    expect(logText()).toContain('"url":"/api/inheritance-reviews/1?[redacted]"');
    expect(logText()).not.toContain('01012345678');
    expect(logText()).not.toContain('홍길동');
  });
});
