import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { contentHandlers } from '../../../testing/handlers/content';
import { renderWithStore } from '../../../testing/render';
import { server } from '../../../testing/server';
import { ContactForm } from '../components/contact-form';

const fillIn = async (user: UserEvent, skip?: string) => {
  const values: Record<string, string> = {
    'First name': 'Ada',
    'Last name': 'Lovelace',
    Email: 'ada@example.com',
    Subject: 'About my profile',
    Message: 'How do I change my allergies?',
  };
  for (const [label, value] of Object.entries(values)) {
    if (label !== skip) await user.type(screen.getByLabelText(label), value);
  }
};

describe('ContactForm', () => {
  beforeEach(() => server.use(...contentHandlers));

  it('asks for every field and sends nothing while one is empty or blank', async () => {
    let sent = false;
    server.use(
      http.post('*/api/contact', () => {
        sent = true;
        return HttpResponse.json({}, { status: 201 });
      }),
    );
    renderWithStore(<ContactForm />);
    const user = userEvent.setup();
    await fillIn(user, 'Subject');
    await user.type(screen.getByLabelText('Subject'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Missing information')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all fields before submitting.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toBe(false);
  });

  it('sends the five fields, thanks the person with the 24-hour promise and clears the form', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/contact', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 'c1', receivedAt: '2025-01-19T12:00:00.000Z' }, { status: 201 });
      }),
    );
    renderWithStore(<ContactForm />);
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect(screen.getByText(/within 24 hours/)).toBeInTheDocument();
    expect(body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      subject: 'About my profile',
      message: 'How do I change my allergies?',
    });
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('points to the support address when sending fails, and keeps what was typed', async () => {
    server.use(http.post('*/api/contact', () => HttpResponse.text('down', { status: 500 })));
    renderWithStore(<ContactForm />);
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText(/support@otc-relief\.local/)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('How do I change my allergies?');
  });

  it('shows the API’s message when too many messages were sent', async () => {
    server.use(
      http.post('*/api/contact', () =>
        HttpResponse.json(
          {
            statusCode: 429,
            error: 'Too Many Requests',
            message: 'Too many attempts. Please wait 60 seconds and try again.',
          },
          { status: 429 },
        ),
      ),
    );
    renderWithStore(<ContactForm />);
    const user = userEvent.setup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    expect(screen.getByText('Too many attempts. Please wait 60 seconds and try again.')).toBeInTheDocument();
  });
});
