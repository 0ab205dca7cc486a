import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n.test-support';
import { AccordionSection } from './accordion';

/** The section's disclosure control. A `<summary>` has no role of its own in the DOM; browsers expose it as a button. */
const summaryOf = (title: string) => screen.getByRole('heading', { name: title, level: 2 }).closest('summary')!;
const detailsOf = (title: string) => summaryOf(title).closest('details')!;

describe('AccordionSection', () => {
  it('is a native disclosure that starts closed and opens and closes with a click on its summary (keyboard: first-paint-catalog.spec.ts)', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <AccordionSection title="Shipping & Returns">
        <p>Free shipping worldwide.</p>
      </AccordionSection>,
    );
    const summary = summaryOf('Shipping & Returns');
    expect(summary.parentElement).toBe(detailsOf('Shipping & Returns'));
    expect(summary).toHaveTextContent('Shipping & Returns');
    expect(detailsOf('Shipping & Returns')).not.toHaveAttribute('open');
    expect(screen.getByText('Free shipping worldwide.')).not.toBeVisible();

    await user.click(summary);
    expect(detailsOf('Shipping & Returns')).toHaveAttribute('open');
    expect(screen.getByRole('region', { name: 'Shipping & Returns' })).toHaveTextContent('Free shipping worldwide.');
    expect(screen.getByText('Free shipping worldwide.')).toBeVisible();

    await user.click(summary);
    expect(detailsOf('Shipping & Returns')).not.toHaveAttribute('open');
    expect(screen.getByText('Free shipping worldwide.')).not.toBeVisible();
  });

  it("renders the same icon open or closed: CSS on details[open] hides the plus's upright stroke", () => {
    renderWithI18n(
      <AccordionSection title="A Bag, A Life">
        <p>Repairs for life.</p>
      </AccordionSection>,
    );
    const icon = summaryOf('A Bag, A Life').querySelector('svg')!;
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon.querySelectorAll('path')).toHaveLength(2);
    detailsOf('A Bag, A Life').open = true;
    expect(icon.querySelectorAll('path')).toHaveLength(2);
  });

  it('keeps a section opened before hydration open, and the next press closes it', async () => {
    const user = userEvent.setup();
    const section = (
      <AccordionSection title="Sustainable Pre-Order System">
        <p>Made to order.</p>
      </AccordionSection>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(section);
    document.body.append(container);
    const details = container.querySelector('details')!;
    details.open = true; // what the browser did with the visitor's press before the application arrived

    await act(async () => {
      hydrateRoot(container, section);
    });
    expect(details.isConnected).toBe(true);
    expect(details).toHaveAttribute('open');

    await user.click(container.querySelector('summary')!);
    expect(details).not.toHaveAttribute('open');
    container.remove();
  });
});
