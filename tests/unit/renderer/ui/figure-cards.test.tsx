import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureCards } from '../../../../src/renderer/ui/FigureCards';

describe('FigureCards', () => {
  it('shows each figure as a term and its value, with the data attributes on the value', () => {
    render(
      <FigureCards
        minWidth={130}
        figures={[
          { name: 'meals', label: '总餐数', value: '1,234', data: { 'data-field': 'meals', 'data-value': '1234' } },
          { name: 'amount', label: '金额', value: '56.70', data: { 'data-testid': 'figure-amount' } },
        ]}
      />,
    );
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['总餐数', '金额']);
    const meals = screen.getByText('1,234');
    expect(meals.tagName).toBe('DD');
    expect(meals.getAttribute('data-field')).toBe('meals');
    expect(meals.getAttribute('data-value')).toBe('1234');
    expect(screen.getByTestId('figure-amount').textContent).toBe('56.70');
  });
});
