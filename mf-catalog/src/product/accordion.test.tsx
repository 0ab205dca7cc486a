import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithI18n } from '../test/render-with-i18n';
import { AccordionSection } from './accordion';

describe('AccordionSection', () => {
  it('starts collapsed and toggles its region with the button, switching plus and minus', async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <AccordionSection title="Shipping & Returns">
        <p>Free shipping worldwide.</p>
      </AccordionSection>,
    );
    const button = screen.getByRole('button', { name: 'Shipping & Returns' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Free shipping worldwide.')).not.toBeVisible();
    expect(button.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'plus');

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Shipping & Returns' })).toHaveTextContent('Free shipping worldwide.');
    expect(button).toHaveAttribute('aria-controls', screen.getByRole('region').id);
    expect(button.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'minus');

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Free shipping worldwide.')).not.toBeVisible();
  });
});
