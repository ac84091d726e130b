import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSupplement } from '../../../testing/handlers/content';
import { SupplementCard } from '../components/supplement-card';

describe('a supplement card and pharmacist review', () => {
  it('says who reviewed it and on which day when it carries a current sign-off', () => {
    const review = { reviewedBy: 'B. Chen, PharmD', reviewedAt: '2025-12-31' };
    render(<SupplementCard supplement={aSupplement({ name: 'Vitamin D3', review })} />);
    expect(screen.getByRole('article', { name: 'Vitamin D3' })).toHaveTextContent(
      'Reviewed by a pharmacist on December 31, 2025 (B. Chen, PharmD)',
    );
  });

  it('says nothing of review when it has no sign-off', () => {
    render(<SupplementCard supplement={aSupplement({ name: 'Vitamin D3', review: null })} />);
    expect(screen.getByRole('article', { name: 'Vitamin D3' })).not.toHaveTextContent(/review/i);
  });
});
