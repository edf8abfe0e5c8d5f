import { render, screen } from '@testing-library/react';
import { createI18n } from '../i18n';
import { Alert } from './Alert';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { Field } from './Field';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

beforeAll(async () => {
  await createI18n('en');
});

describe('Field', () => {
  it('labels its control and ties the hint and the error to it', () => {
    render(
      <Field label="Title" hint="Short and clear" error="Task title cannot be empty">
        <input />
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Short and clear Task title cannot be empty');
    expect(screen.getByRole('alert')).toHaveTextContent('Task title cannot be empty');
  });

  it('is valid and undescribed without an error or hint, and keeps a given id', () => {
    render(
      <Field label="Deadline">
        <input id="deadline" type="date" />
      </Field>,
    );
    const input = screen.getByLabelText('Deadline');
    expect(input).toHaveAttribute('id', 'deadline');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });
});

describe('Button', () => {
  it('is a plain button by default and is disabled and announced busy while busy', () => {
    const { rerender } = render(<Button>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toBeEnabled();
    rerender(
      <Button busy variant="danger">
        Save
      </Button>,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button.className).toContain('danger');
  });
});

describe('Spinner', () => {
  it('announces what is loading as a polite status', () => {
    render(<Spinner />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading…');
  });
});

describe('Skeleton', () => {
  it('draws its rows for the eye and says loading to screen readers', () => {
    const { container } = render(<Skeleton rows={4} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Loading…');
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
  });
});

describe('EmptyState', () => {
  it('shows a heading, a description and an action', () => {
    render(
      <EmptyState
        title="No tasks yet"
        description="Add your first task."
        action={<Button>Create a task</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No tasks yet' })).toBeInTheDocument();
    expect(screen.getByText('Add your first task.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create a task' })).toBeInTheDocument();
  });
});

describe('Alert', () => {
  it('announces an error at once and the other tones politely', () => {
    render(
      <>
        <Alert tone="error">The changes could not be saved.</Alert>
        <Alert tone="warning">You are seeing your local copy.</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The changes could not be saved.');
    expect(screen.getByRole('status')).toHaveTextContent('You are seeing your local copy.');
  });
});
