import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  OFFLINE_SUBMISSION_PREFIX,
  clearQueuedSubmissions,
  isNetworkFailure,
  queueSubmission,
  readQueuedSubmission,
  sendQueuedSubmission,
  watchQueuedSubmission,
  type SendResult,
} from './offline-submissions';

class MemoryStorage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
}

/** What tRPC's client throws when fetch itself fails (no answer from the server). */
function networkError() {
  return Object.assign(new Error('Failed to fetch'), { cause: new TypeError('Failed to fetch') });
}
/** What tRPC's client throws for an answer with a status. */
function httpError(status: number) {
  return Object.assign(new Error(`HTTP ${status}`), { data: { httpStatus: status } });
}

const payload = { responses: { q1: 'a' }, totalScore: 42 };

afterEach(() => vi.unstubAllGlobals());

describe('isNetworkFailure', () => {
  it('is true for a failed fetch, false for an answer with a status', () => {
    expect(isNetworkFailure(networkError())).toBe(true);
    expect(isNetworkFailure(new TypeError('Load failed'))).toBe(true);
    expect(isNetworkFailure(httpError(500))).toBe(false);
    expect(isNetworkFailure(httpError(400))).toBe(false);
    expect(isNetworkFailure(new Error('something else'))).toBe(false);
    expect(isNetworkFailure(null)).toBe(false);
  });

  it('is true whatever the error while the browser says it is offline', () => {
    vi.stubGlobal('navigator', { onLine: false });
    expect(isNetworkFailure(new Error('anything'))).toBe(true);
  });
});

describe('the queue', () => {
  it('keeps one submission per user, the newest', () => {
    const store = new MemoryStorage();
    expect(queueSubmission(1, payload, store, new Date('2026-11-23T10:00:00Z'))).toBe(true);
    expect(queueSubmission(2, { other: true }, store)).toBe(true);
    expect(queueSubmission(1, { ...payload, totalScore: 7 }, store)).toBe(true);
    expect(readQueuedSubmission(1, store)?.payload).toEqual({ ...payload, totalScore: 7 });
    expect(readQueuedSubmission(2, store)?.payload).toEqual({ other: true });
    expect(readQueuedSubmission(3, store)).toBeNull();
    expect(store.length).toBe(2);
  });

  it('says so when it cannot keep anything (no storage, or storage full)', () => {
    expect(queueSubmission(1, payload, null)).toBe(false);
    const full = new MemoryStorage();
    full.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(queueSubmission(1, payload, full)).toBe(false);
  });

  it('ignores what it cannot read', () => {
    const store = new MemoryStorage();
    store.setItem(`${OFFLINE_SUBMISSION_PREFIX}1`, '{not json');
    expect(readQueuedSubmission(1, store)).toBeNull();
    store.setItem(`${OFFLINE_SUBMISSION_PREFIX}1`, JSON.stringify({ queuedAt: 'x' }));
    expect(readQueuedSubmission(1, store)).toBeNull();
  });

  it('clears every user’s submission at logout, and nothing else', () => {
    const store = new MemoryStorage();
    queueSubmission(1, payload, store);
    queueSubmission(2, payload, store);
    store.setItem('wf.session', 'keep me');
    clearQueuedSubmissions(store);
    expect(store.length).toBe(1);
    expect(store.getItem('wf.session')).toBe('keep me');
  });
});

describe('sending', () => {
  it('sends the queued submission once and clears it', async () => {
    const store = new MemoryStorage();
    queueSubmission(1, payload, store);
    const sent: unknown[] = [];
    const send = async (p: unknown) => void sent.push(p);
    expect(await sendQueuedSubmission(1, send, store)).toBe('sent');
    expect(sent).toEqual([payload]);
    expect(readQueuedSubmission(1, store)).toBeNull();
    expect(await sendQueuedSubmission(1, send, store)).toBe('none');
    expect(sent).toHaveLength(1);
  });

  it('sends only the signed-in user’s submission', async () => {
    const store = new MemoryStorage();
    queueSubmission(2, payload, store);
    const send = vi.fn(async () => undefined);
    expect(await sendQueuedSubmission(1, send, store)).toBe('none');
    expect(send).not.toHaveBeenCalled();
    expect(readQueuedSubmission(2, store)).not.toBeNull();
  });

  it('keeps it when the network fails again, or the session has ended', async () => {
    const store = new MemoryStorage();
    queueSubmission(1, payload, store);
    expect(await sendQueuedSubmission(1, () => Promise.reject(networkError()), store)).toBe('kept');
    expect(readQueuedSubmission(1, store)?.payload).toEqual(payload);
    expect(await sendQueuedSubmission(1, () => Promise.reject(httpError(401)), store)).toBe('kept');
    expect(readQueuedSubmission(1, store)?.payload).toEqual(payload);
  });

  it('drops it when the server refuses it (sending it again would be refused again)', async () => {
    const store = new MemoryStorage();
    queueSubmission(1, payload, store);
    expect(await sendQueuedSubmission(1, () => Promise.reject(httpError(400)), store)).toBe(
      'dropped',
    );
    expect(readQueuedSubmission(1, store)).toBeNull();
  });

  it('does not send twice when two attempts overlap (load and the online event)', async () => {
    const store = new MemoryStorage();
    queueSubmission(1, payload, store);
    let release!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (release = resolve)));
    const first = sendQueuedSubmission(1, send, store);
    expect(await sendQueuedSubmission(1, send, store)).toBe('none');
    release();
    expect(await first).toBe('sent');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('keeps a newer submission queued while an older one was failing', async () => {
    const store = new MemoryStorage();
    queueSubmission(1, payload, store);
    const newer = { ...payload, totalScore: 99 };
    const send = async () => {
      queueSubmission(1, newer, store);
      throw networkError();
    };
    expect(await sendQueuedSubmission(1, send, store)).toBe('kept');
    expect(readQueuedSubmission(1, store)?.payload).toEqual(newer);
  });
});

describe('watchQueuedSubmission', () => {
  it('sends on start, and again when the connection returns', async () => {
    const store = new MemoryStorage();
    const target = new EventTarget();
    const results: SendResult[] = [];
    let online = false;
    const sent: unknown[] = [];
    const send = async (p: unknown) => {
      if (!online) throw networkError();
      sent.push(p);
    };
    queueSubmission(1, payload, store);
    const settled = () => new Promise((r) => setTimeout(r, 0));

    const stop = watchQueuedSubmission(1, {
      send,
      store,
      target,
      onResult: (r) => results.push(r),
    });
    await settled();
    expect(results).toEqual(['kept']);
    expect(sent).toEqual([]);

    online = true;
    target.dispatchEvent(new Event('online'));
    await settled();
    expect(results).toEqual(['kept', 'sent']);
    expect(sent).toEqual([payload]);
    expect(readQueuedSubmission(1, store)).toBeNull();

    // After stop, the online event sends nothing.
    queueSubmission(1, payload, store);
    stop();
    target.dispatchEvent(new Event('online'));
    await settled();
    expect(sent).toHaveLength(1);
  });
});
