import { renderToString } from 'react-dom/server';
import { JsonLd } from './json-ld';

it('renders one JSON-LD script whose text reads back as the data and cannot close its element', () => {
  const data = { '@context': 'https://schema.org', '@type': 'Thing', name: '</script><!-- &' } as const;
  const container = document.createElement('div');
  container.innerHTML = renderToString(<JsonLd data={data} />);
  expect(container.querySelectorAll('script')).toHaveLength(1);
  const script = container.querySelector('script');
  expect(script?.type).toBe('application/ld+json');
  const text = script?.textContent ?? '';
  expect(text).not.toMatch(/<|>|&/);
  expect(JSON.parse(text)).toEqual(data);
});
