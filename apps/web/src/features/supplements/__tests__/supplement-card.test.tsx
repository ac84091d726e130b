import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aSupplement, anExcludedSupplement } from '../../../testing/handlers/content';
import { ExcludedSupplementCard } from '../components/excluded-supplement-card';
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

describe('supplement cards and levels', () => {
  it('shows a safe supplement’s cautions as "Good to know" with their sources', () => {
    const cautions = [
      {
        code: 'interaction' as const,
        level: null,
        message: 'You take warfarin; large amounts of vitamin A may add to its effect.',
        source: { title: 'NIH ODS: Vitamin A', url: 'https://ods.od.nih.gov/x' },
      },
    ];
    render(<SupplementCard supplement={aSupplement({ name: 'Cod liver oil', cautions })} />);
    const card = screen.getByRole('article', { name: 'Cod liver oil' });
    expect(within(card).getByRole('heading', { name: 'Good to know' })).toBeInTheDocument();
    expect(card).toHaveTextContent('You take warfarin; large amounts of vitamin A may add to its effect.');
    expect(within(card).getByRole('link', { name: /^Source: NIH ODS: Vitamin A/ })).toHaveAttribute(
      'href',
      'https://ods.od.nih.gov/x',
    );
  });

  it('keeps the Avoid badge on an excluded supplement and adds its level, with what to do for each reason', () => {
    render(
      <ExcludedSupplementCard supplement={anExcludedSupplement({ name: 'St. John’s wort', level: 'ask-first' })} />,
    );
    const card = screen.getByRole('article', { name: 'St. John’s wort' });
    expect(within(card).getByText('Avoid', { exact: true })).toBeInTheDocument();
    expect(within(card).getByText('Ask a pharmacist first', { exact: true })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Why to avoid' })).toBeInTheDocument();
    expect(within(card).getByRole('listitem')).toHaveTextContent('What to do: Ask a pharmacist or your doctor');
  });

  it('says "Do not use" on an excluded supplement whose level is do-not-use', () => {
    const supplement = anExcludedSupplement({
      name: 'Chasteberry',
      level: 'do-not-use',
      safetyReasons: [
        {
          code: 'pregnancy',
          level: 'do-not-use',
          message: 'Chasteberry affects hormones and should not be used during pregnancy.',
          source: { title: 'NIH NCCIH: Chasteberry', url: 'https://www.nccih.nih.gov/x' },
        },
      ],
    });
    render(<ExcludedSupplementCard supplement={supplement} />);
    const card = screen.getByRole('article', { name: 'Chasteberry' });
    expect(within(card).getByText('Do not use', { exact: true })).toBeInTheDocument();
    expect(within(card).getByRole('listitem')).toHaveTextContent('What to do: Do not use it.');
  });
});
