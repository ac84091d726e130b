import type { ReasonDto } from '@otc/api-contract';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aMedication } from '../../../testing/data';
import { MedicationCard } from '../components/medication-card';

describe('a medication card and pharmacist review', () => {
  it('says who reviewed it and on which day when it carries a current sign-off', () => {
    const review = { reviewedBy: 'A. Rivera, PharmD', reviewedAt: '2026-03-02' };
    render(<MedicationCard medication={aMedication({ name: 'Advil', review })} />);
    const card = screen.getByRole('article', { name: 'Advil' });
    expect(card).toHaveTextContent('Reviewed by a pharmacist on March 2, 2026 (A. Rivera, PharmD)');
    expect(card.querySelector('time')).toHaveAttribute('datetime', '2026-03-02');
  });

  it('says nothing of review when it has no sign-off', () => {
    render(<MedicationCard medication={aMedication({ name: 'Advil', review: null })} />);
    expect(screen.getByRole('article', { name: 'Advil' })).not.toHaveTextContent(/review/i);
  });
});

describe('a supplement card', () => {
  it('is marked as a supplement, and a medicine is not', () => {
    render(
      <MedicationCard medication={aMedication({ name: 'Melatonin 3 mg', kind: 'supplement', class: 'Supplement' })} />,
    );
    expect(within(screen.getByRole('article', { name: 'Melatonin 3 mg' })).getByText('Supplement')).toBeInTheDocument();
    render(<MedicationCard medication={aMedication({ name: 'Advil' })} />);
    expect(screen.getByRole('article', { name: 'Advil' })).not.toHaveTextContent(/supplement/i);
  });
});

const reason = (overrides: Partial<ReasonDto>): ReasonDto => ({
  code: 'condition',
  level: 'ask-first',
  message: 'You have high blood pressure; the label asks you to check with a doctor first.',
  source: { title: 'DailyMed Drug Facts label', url: 'https://dailymed.nlm.nih.gov/x' },
  ...overrides,
});

describe('a medication card to avoid', () => {
  it('keeps the Avoid badge and adds the level: "Do not use" for a card whose strictest reason says so', () => {
    const reasons = [
      reason({ code: 'allergy', level: 'do-not-use', message: 'Contains ibuprofen, which you are allergic to.' }),
      reason({}),
    ];
    render(<MedicationCard medication={aMedication({ name: 'Advil' })} avoid={{ level: 'do-not-use', reasons }} />);
    const card = screen.getByRole('article', { name: 'Advil' });
    expect(within(card).getByText('Avoid', { exact: true })).toBeInTheDocument();
    expect(within(card).getByText('Do not use', { exact: true })).toBeInTheDocument();
    expect(within(card).queryByText('Ask a pharmacist first')).not.toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Why to avoid' })).toBeInTheDocument();
  });

  it('says "Ask a pharmacist first" for an ask-first card', () => {
    render(
      <MedicationCard
        medication={aMedication({ name: 'Sudafed' })}
        avoid={{ level: 'ask-first', reasons: [reason({})] }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Sudafed' });
    expect(within(card).getByText('Ask a pharmacist first', { exact: true })).toBeInTheDocument();
    expect(within(card).queryByText('Do not use', { exact: true })).not.toBeInTheDocument();
  });

  it('lists the strongest reasons first, each with what to do by its own level and its source in a new tab', () => {
    // Given ask-first first: the card still reads the "do not use" reason first.
    const reasons = [
      reason({}),
      reason({ code: 'allergy', level: 'do-not-use', message: 'Contains ibuprofen, which you are allergic to.' }),
    ];
    render(<MedicationCard medication={aMedication({ name: 'Advil' })} avoid={{ level: 'do-not-use', reasons }} />);
    const [allergy, condition] = within(screen.getByRole('article', { name: 'Advil' })).getAllByRole('listitem');
    expect(allergy).toHaveTextContent('What to do: Do not use it. Pick another product');
    expect(condition).toHaveTextContent('What to do: Ask a pharmacist or your doctor before you use it.');
    const link = within(condition!).getByRole('link', {
      name: /^Source: DailyMed Drug Facts label/,
    });
    expect(link).toHaveAttribute('href', 'https://dailymed.nlm.nih.gov/x');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('offers no buy button and no "Good to know" list on a card to avoid', () => {
    const medication = aMedication({ name: 'Advil', cautions: [reason({ level: null, message: 'A caution.' })] });
    render(<MedicationCard medication={medication} avoid={{ level: 'ask-first', reasons: [reason({})] }} />);
    const card = screen.getByRole('article', { name: 'Advil' });
    expect(within(card).queryByRole('link', { name: /Amazon/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('heading', { name: 'Good to know' })).not.toBeInTheDocument();
  });
});

describe('a safe medication card', () => {
  it('lists its cautions under "Good to know", each with its source, and no level badge', () => {
    const cautions = [
      reason({
        code: 'pregnancy',
        level: null,
        message: 'If you are pregnant, ask a health professional before use.',
        source: { title: '21 CFR 201.63', url: 'https://www.ecfr.gov/x' },
      }),
    ];
    render(<MedicationCard medication={aMedication({ name: 'Tylenol', cautions })} />);
    const card = screen.getByRole('article', { name: 'Tylenol' });
    expect(within(card).getByRole('heading', { name: 'Good to know' })).toBeInTheDocument();
    expect(within(card).getByText('If you are pregnant, ask a health professional before use.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /^Source: 21 CFR 201.63/ })).toHaveAttribute(
      'href',
      'https://www.ecfr.gov/x',
    );
    expect(within(card).queryByText(/Do not use|Ask a pharmacist first|Why to avoid/)).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Safe option' })).toBeInTheDocument();
  });

  it('shows no "Good to know" list when there is nothing to know', () => {
    render(<MedicationCard medication={aMedication({ name: 'Tylenol', cautions: [] })} />);
    expect(screen.queryByRole('heading', { name: 'Good to know' })).not.toBeInTheDocument();
  });
});

describe('safer options on a card to avoid', () => {
  it('lists each under "Safer options for you" as a link to its details', () => {
    const saferOptions = [
      { id: 'tylenol', name: 'Tylenol', href: '#medication-tylenol' },
      { id: 'excedrin', name: 'Excedrin', href: '/search?q=Excedrin' },
    ];
    render(
      <MedicationCard
        medication={aMedication({ name: 'Advil' })}
        avoid={{ level: 'do-not-use', reasons: [reason({})], saferOptions }}
      />,
    );
    const card = screen.getByRole('article', { name: 'Advil' });
    expect(within(card).getByRole('heading', { name: 'Safer options for you' })).toBeInTheDocument();
    const options = within(card).getByRole('group', { name: 'Safer options for you' });
    expect(within(options).getAllByRole('link')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Tylenol' })).toHaveAttribute('href', '#medication-tylenol');
    expect(within(card).getByRole('link', { name: 'Excedrin' })).toHaveAttribute('href', '/search?q=Excedrin');
  });

  it('shows no heading when there are none', () => {
    render(
      <MedicationCard
        medication={aMedication({ name: 'Advil' })}
        avoid={{ level: 'do-not-use', reasons: [reason({})], saferOptions: [] }}
      />,
    );
    expect(screen.queryByRole('heading', { name: 'Safer options for you' })).not.toBeInTheDocument();
  });
});
