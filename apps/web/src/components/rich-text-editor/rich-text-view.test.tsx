import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { RichTextView } from './rich-text-view.tsx';

describe('the rich-text view', () => {
  it('shows formats, list markers and links as the PDF lays them out', () => {
    const { container } = renderWithProviders(
      <RichTextView value='<h3>Zahlung</h3><p><strong>30 Tage</strong> <u>netto</u></p><ol><li>Anzahlung</li></ol><p><a href="https://maxer.ch">AGB</a></p>' />,
    );
    expect(screen.getByText('Zahlung')).toBeVisible();
    expect(container.querySelector('strong')?.textContent).toBe('30 Tage');
    expect(container.querySelector('u')?.textContent).toBe('netto');
    expect(screen.getByText('1.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('https://maxer.ch');
  });

  it('never puts stored markup into the page', () => {
    const { container } = renderWithProviders(
      <RichTextView
        value={
          '<p>Hallo<img src=x onerror="alert(1)"><script>alert(2)</script></p><a href="javascript:alert(3)">x</a>'
        }
      />,
    );
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toContain('Hallox');
    expect(container.textContent).not.toContain('alert');
  });

  it('shows plain text as paragraphs', () => {
    renderWithProviders(<RichTextView value={'Guten Tag {{name}}\n\nZweiter Absatz'} />);
    expect(screen.getByText('Guten Tag {{name}}')).toBeVisible();
    expect(screen.getByText('Zweiter Absatz')).toBeVisible();
  });
});
