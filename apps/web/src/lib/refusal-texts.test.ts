import { competitionRoutes } from '@para/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { callApi, isApiError, setApiTransport } from './api';
import { beforeRefusal } from './api-envelope';

const refusing = () =>
  setApiTransport(async () =>
    Response.json({ success: false, code: 'CONFLICT', message: 'Changed', data: null }, { status: 409 }),
  );

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
  beforeRefusal(async () => undefined);
});

describe('a refusal waits for what showing it needs', () => {
  it('reaches the caller only once the preparation is done', async () => {
    refusing();
    const steps: string[] = [];
    let finish = () => {};
    beforeRefusal((error) => {
      steps.push(`preparing ${error.code}`);
      return new Promise<void>((resolve) => {
        finish = () => {
          steps.push('prepared');
          resolve();
        };
      });
    });
    const call = callApi(competitionRoutes.listEntryForms).catch((error: unknown) => {
      steps.push(isApiError(error) ? `refused ${error.code}` : 'other');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(steps).toEqual(['preparing CONFLICT']);
    finish();
    await call;
    expect(steps).toEqual(['preparing CONFLICT', 'prepared', 'refused CONFLICT']);
  });

  it('is still a refusal when the preparation fails', async () => {
    refusing();
    beforeRefusal(() => Promise.reject(new Error('texts did not come')));
    await expect(callApi(competitionRoutes.listEntryForms)).rejects.toMatchObject({
      code: 'CONFLICT',
      status: 409,
    });
  });
});
