import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { createI18n } from '../i18n';
import { DateField } from './DateField';
import { Field } from './Field';
import { TimeField } from './TimeField';
import { parseDateText, parseTimeText } from './dateTimeText';

beforeAll(async () => {
  await createI18n('en');
});
afterEach(async () => {
  await i18next.changeLanguage('en');
});

function Dates({
  initial = '2026-11-26',
  onChange = jest.fn(),
  min,
}: {
  initial?: string;
  onChange?: jest.Mock;
  min?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field label="Start date">
        <DateField
          value={value}
          min={min}
          today="2026-11-26"
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
      </Field>
      <output>{value}</output>
    </>
  );
}

function Times({
  initial = '18:00',
  onChange = jest.fn(),
}: {
  initial?: string;
  onChange?: jest.Mock;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <Field label="Start time">
        <TimeField
          value={value}
          onChange={(v) => {
            onChange(v);
            setValue(v);
          }}
        />
      </Field>
      <output>{value}</output>
    </>
  );
}

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const value = () => screen.getByRole('status').textContent;

describe('reading what is typed', () => {
  it.each([
    ['26/11/2026', 'fr', '2026-11-26'],
    ['26/11', 'fr', '2026-11-26'],
    ['5.3.27', 'fr', '2027-03-05'],
    ['2026-11-26', 'fr', '2026-11-26'],
    ['11/26/2026', 'en', '2026-11-26'],
    ['3/5', 'en', '2026-03-05'],
    ['31/02/2026', 'fr', null],
    ['26/11/2026', 'en', null],
    ['tomorrow', 'en', null],
  ])('date %s (%s) reads %s', (text, language, expected) => {
    expect(parseDateText(text, language, 2026)).toBe(expected);
  });

  it.each([
    ['18h', '18:00'],
    ['18h30', '18:30'],
    ['1830', '18:30'],
    ['18:00', '18:00'],
    ['6pm', '18:00'],
    ['6:30 pm', '18:30'],
    ['6 p.m.', '18:00'],
    ['12am', '00:00'],
    ['12 PM', '12:00'],
    ['9', '09:00'],
    ['25:00', null],
    ['13pm', null],
    ['18:75', null],
    ['soon', null],
  ])('time %s reads %s', (text, expected) => {
    expect(parseTimeText(text)).toBe(expected);
  });
});

describe('DateField', () => {
  it('shows the date the English way and reads a typed one on blur', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Dates onChange={onChange} />);
    expect(input('Start date')).toHaveValue('11/26/2026');
    expect(input('Start date')).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await user.clear(input('Start date'));
    await user.type(input('Start date'), '12/3');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenCalledWith('2026-12-03');
    expect(input('Start date')).toHaveValue('12/03/2026');
  });

  it('shows and reads the French way when the app is in French', async () => {
    await i18next.changeLanguage('fr');
    const user = userEvent.setup();
    render(<Dates />);
    expect(input('Start date')).toHaveValue('26/11/2026');
    expect(input('Start date')).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    await user.clear(input('Start date'));
    await user.type(input('Start date'), '3/12{Enter}');
    expect(value()).toBe('2026-12-03');
    expect(input('Start date')).toHaveValue('03/12/2026');
  });

  it('says what it expects under a text it cannot read and keeps the last valid date', async () => {
    await i18next.changeLanguage('fr');
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Dates onChange={onChange} />);
    await user.clear(input('Start date'));
    await user.type(input('Start date'), '31/02/2026');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Saisissez la date au format jj/mm/aaaa.');
    expect(input('Start date')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Start date')).toHaveAccessibleDescription(
      'Saisissez la date au format jj/mm/aaaa.',
    );
    expect(onChange).not.toHaveBeenCalled();
    expect(value()).toBe('2026-11-26');
    await user.clear(input('Start date'));
    await user.type(input('Start date'), '27/11/2026');
    await user.tab();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(value()).toBe('2026-11-27');
  });

  it('moves by a day with the arrow keys, never before min', async () => {
    const user = userEvent.setup();
    render(<Dates min="2026-11-25" />);
    await user.click(input('Start date'));
    await user.keyboard('{ArrowUp}');
    expect(value()).toBe('2026-11-27');
    expect(input('Start date')).toHaveValue('11/27/2026');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(value()).toBe('2026-11-25');
  });

  it('picks a day in its month grid with the keyboard; Escape closes it and gives the focus back', async () => {
    await i18next.changeLanguage('fr');
    const user = userEvent.setup();
    render(<Dates />);
    const open = screen.getByRole('button', { name: 'Ouvrir le calendrier du mois' });
    await user.click(open);
    // The grid is fetched on first use.
    const grid = await screen.findByRole('dialog', { name: 'Choisir un jour' });
    expect(grid).toHaveTextContent('novembre 2026');
    expect(screen.getByRole('button', { name: 'jeudi 26 novembre 2026' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(value()).toBe('2026-12-04');
    expect(input('Start date')).toHaveValue('04/12/2026');
    expect(open).toHaveFocus();
    await user.click(open);
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('dialog')).toHaveTextContent('janvier 2027');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
    expect(value()).toBe('2026-12-04');
    // A click elsewhere closes it too, the date unchanged.
    await user.click(open);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(input('Start date'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(value()).toBe('2026-12-04');
  });
});

describe('TimeField', () => {
  it('shows a 12-hour time in English and reads 6:30 pm', async () => {
    const user = userEvent.setup();
    render(<Times />);
    expect(input('Start time').value).toMatch(/^6:00\sPM$/);
    await user.clear(input('Start time'));
    await user.type(input('Start time'), '6:30 pm');
    await user.tab();
    expect(value()).toBe('18:30');
    expect(input('Start time').value).toMatch(/^6:30\sPM$/);
  });

  it('shows a 24-hour time in French, never PM, and reads 9h30 and 1830', async () => {
    await i18next.changeLanguage('fr');
    const user = userEvent.setup();
    render(<Times />);
    expect(input('Start time')).toHaveValue('18:00');
    await user.clear(input('Start time'));
    await user.type(input('Start time'), '9h30{Enter}');
    expect(value()).toBe('09:30');
    expect(input('Start time')).toHaveValue('09:30');
    await user.clear(input('Start time'));
    await user.type(input('Start time'), '1830');
    await user.tab();
    expect(value()).toBe('18:30');
    const options = [...document.querySelectorAll('datalist option')].map((o) =>
      o.getAttribute('value'),
    );
    expect(options).toHaveLength(48);
    expect(options).toContain('18:30');
    expect(options.join(' ')).not.toMatch(/AM|PM/);
  });

  it('keeps the last valid time under a text it cannot read, with the message', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Times onChange={onChange} />);
    await user.clear(input('Start time'));
    await user.type(input('Start time'), '25h');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toMatch(/^Enter a time such as 6:30\sPM\.$/);
    expect(onChange).not.toHaveBeenCalled();
    expect(value()).toBe('18:00');
  });

  it('moves by a quarter hour with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Times initial="09:07" />);
    await user.click(input('Start time'));
    await user.keyboard('{ArrowUp}');
    expect(value()).toBe('09:15');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(value()).toBe('08:45');
  });
});
