import '../../../testing/polyfills';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { ScrollToTop } from './ScrollToTop';

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>back</button>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Routes>
        <Route
          path="/"
          element={
            <>
              <Link to="/dashboard">open</Link>
              <Link to="/?view=week">filter</Link>
              <Link to="/privacy#cookies">cookies</Link>
            </>
          }
        />
        <Route path="/dashboard" element={<Back />} />
        <Route path="/privacy" element={<p>privacy</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('opens a page reached by a link at its top, and leaves the first page where the browser put it', () => {
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'open' }));
    expect(screen.getByRole('button', { name: 'back' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves back and forward, a change of query and a link to a place in a page to the browser', () => {
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'filter' }));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'open' }));
    scrollTo.mockClear();
    act(() => screen.getByRole('button', { name: 'back' }).click());
    expect(screen.getByRole('link', { name: 'cookies' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('link', { name: 'cookies' }));
    expect(screen.getByText('privacy')).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
