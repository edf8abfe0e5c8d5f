// remotes.json as the static server and the dev server write it (tooling/config), from PLANNER_REMOTE_<NAME>_URL.
interface ToolingConfig {
  remotesManifest: (env: Record<string, string | undefined>) => Record<string, string>;
}

const tooling = jest.requireActual<ToolingConfig>('../../../../tooling/config/index.cjs');

describe('tooling/config remotesManifest', () => {
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
