// The build tooling (CommonJS, tooling/config) and the app (shared/src/mf) must agree on names and ports.
import { REMOTES, SHELL_PORT, API_PORT } from '@planner/shared/mf';

interface ToolingConfig {
  REMOTES: Record<string, { scope: string; port: number }>;
  SHELL_PORT: number;
  API_PORT: number;
  remotesManifest: (env: Record<string, string | undefined>) => Record<string, string>;
}

const tooling = jest.requireActual<ToolingConfig>('../../../../tooling/config/index.cjs');

describe('tooling/config', () => {
  it('names and places the remotes exactly as @planner/shared/mf does', () => {
    const fromTooling = Object.fromEntries(
      Object.entries(tooling.REMOTES).map(([name, { scope, port }]) => [name, { scope, port }]),
    );
    expect(fromTooling).toEqual(REMOTES);
    expect(tooling.SHELL_PORT).toBe(SHELL_PORT);
    expect(tooling.API_PORT).toBe(API_PORT);
  });

  it('writes remotes.json from PLANNER_REMOTE_<NAME>_URL, defaulting to the local ports', () => {
    const manifest = tooling.remotesManifest({
      PLANNER_REMOTE_TASKS_URL: 'https://tasks.example.com/',
      PLANNER_REMOTE_CALENDAR_URL: 'https://cdn.example.com/cal/mf-manifest.json',
    });
    expect(manifest).toEqual({
      calendar: 'https://cdn.example.com/cal/mf-manifest.json',
      tasks: 'https://tasks.example.com/mf-manifest.json',
      notifications: 'http://localhost:3003/mf-manifest.json',
      profile: 'http://localhost:3004/mf-manifest.json',
      settings: 'http://localhost:3005/mf-manifest.json',
    });
  });
});
