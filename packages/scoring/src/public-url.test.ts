import { describe, expect, it } from 'vitest';
import { isLocalUrl } from './public-url';

describe('reset links that reach people', () => {
  it('are told apart from links that open only on the server’s machine', () => {
    for (const local of [
      'http://localhost:4320/reset-password?token=x',
      'http://127.0.0.1:8080',
      'http://[::1]:3000/',
      'http://0.0.0.0',
      'http://app.localhost',
    ]) {
      expect(isLocalUrl(local), local).toBe(true);
    }
    for (const reachable of [
      'https://water.example.org',
      'http://192.168.1.20:4320',
      'http://water.test:8080',
    ]) {
      expect(isLocalUrl(reachable), reachable).toBe(false);
    }
  });
});
