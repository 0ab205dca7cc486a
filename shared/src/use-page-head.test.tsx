import { render } from '@testing-library/react';
import { BRAND_NAME } from './brand';
import { PAGE_NOINDEX_ATTRIBUTE, PAGE_TITLE_ATTRIBUTE } from './document-head';
import { usePageHead } from './use-page-head';

function Page({ title, noindex }: { title: string; noindex?: boolean }) {
  return <section {...usePageHead({ title, noindex })} />;
}

const robotsTags = () => document.head.querySelectorAll('meta[name="robots"]').length;

describe('usePageHead', () => {
  it('titles the document while the page is shown, and follows a new title', () => {
    const { container, rerender } = render(<Page title="Contact" />);
    expect(document.title).toBe(`Contact | ${BRAND_NAME}`);
    expect(container.firstElementChild?.getAttribute(PAGE_TITLE_ATTRIBUTE)).toBe('Contact');
    rerender(<Page title="Kontakt" />);
    expect(document.title).toBe(`Kontakt | ${BRAND_NAME}`);
  });

  it('keeps a noindex page out of search engines only while it is shown', () => {
    const { container, unmount } = render(<Page title="Not found" noindex />);
    expect(container.firstElementChild?.hasAttribute(PAGE_NOINDEX_ATTRIBUTE)).toBe(true);
    expect(robotsTags()).toBe(1);
    unmount();
    expect(robotsTags()).toBe(0);
  });

  it('asks nothing of search engines on an indexed page', () => {
    const { container } = render(<Page title="Patrón" />);
    expect(container.firstElementChild?.hasAttribute(PAGE_NOINDEX_ATTRIBUTE)).toBe(false);
    expect(robotsTags()).toBe(0);
  });
});
