import { tokenActionUrl } from './token-request';

describe('tokenActionUrl', () => {
  it.each([
    ['http://localhost:3005/api/newsletter', 'confirm', 'http://localhost:3005/api/newsletter/confirm'],
    ['https://shop.example.com/api/newsletter/', 'unsubscribe', 'https://shop.example.com/api/newsletter/unsubscribe'],
    ['https://collector.example.com', 'confirm', 'https://collector.example.com/confirm'],
    [
      'https://collector.example.com/api/newsletter?key=1',
      'confirm',
      'https://collector.example.com/api/newsletter/confirm?key=1',
    ],
  ] as const)('%s + %s is %s', (endpoint, action, url) => {
    expect(tokenActionUrl(endpoint, action)).toBe(url);
  });
});
