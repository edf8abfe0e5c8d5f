import { act, render, screen } from '@testing-library/react';
import { bus } from '@planner/shared/bus';
import type { MountProps } from '@planner/shared/mf';
import { withFrame } from './RemoteFrame';

function Inner({ basename }: MountProps) {
  return <p>mounted at {basename}</p>;
}

afterEach(() => bus.set('theme', 'light'));

describe('withFrame', () => {
  it("passes the mount props through and carries the page's theme from the bus, live", () => {
    const Framed = withFrame(Inner);
    render(<Framed basename="/dashboard/profile" navigate={() => undefined} />);
    const frame = screen.getByText('mounted at /dashboard/profile').parentElement;
    expect(frame).toHaveAttribute('data-remote-frame', 'profile');
    expect(frame).toHaveAttribute('data-theme', 'light');
    act(() => bus.set('theme', 'dark'));
    expect(frame).toHaveAttribute('data-theme', 'dark');
  });
});
