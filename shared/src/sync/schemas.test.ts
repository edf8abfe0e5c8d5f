// The wire model the sync layer checks with: all of it, built a module at a time with the main thread given
// back between them (a dashboard's start had it as one task of about 25 ms in Lighthouse traces).
import * as Model from '../model';
import type * as IntlModule from '../intl';
import type * as SchemasModule from './schemas';

type Schemas = typeof SchemasModule;

/**
 * schemas.ts afresh (it keeps the model once loaded), with `nextTask` counted and, in `zoneChecks`, the
 * task count at each call of `intlKnowsZone`.
 */
function freshSchemas(): { schemas: Schemas; tasks: () => number; zoneChecks: number[] } {
  let tasks = 0;
  const zoneChecks: number[] = [];
  let schemas!: Schemas;
  jest.isolateModules(() => {
    jest.doMock('../mainThread', () => ({
      nextTask: () => {
        tasks += 1;
        return new Promise<void>((resolve) => setTimeout(resolve, 0));
      },
    }));
    jest.doMock('../intl', () => {
      const intl = jest.requireActual<typeof IntlModule>('../intl');
      return {
        ...intl,
        intlKnowsZone: (zone: string) => {
          zoneChecks.push(tasks);
          return intl.intlKnowsZone(zone);
        },
      };
    });
    schemas = jest.requireActual<Schemas>('./schemas');
  });
  return { schemas, tasks: () => tasks, zoneChecks };
}

afterEach(() => {
  jest.dontMock('../mainThread');
  jest.dontMock('../intl');
});

describe('the wire model', () => {
  it('has every schema and constant of @planner/shared/model', async () => {
    const { schemas } = freshSchemas();
    const model = await schemas.loadWireModel();
    expect(Object.keys(model).sort()).toEqual(Object.keys(Model).sort());
    expect(model.taskSchema.safeParse({}).success).toBe(false);
  });

  it('is built in many tasks, not one', async () => {
    const { schemas, tasks } = freshSchemas();
    await schemas.loadWireModel();
    // One per module of the model, the first parse in a task after the last.
    expect(tasks()).toBeGreaterThanOrEqual(10);
  });

  it("loads the browser's date and zone data in a task of its own, before the first parse", async () => {
    const { schemas, tasks, zoneChecks } = freshSchemas();
    await schemas.loadWireModel();
    // Once, after the last module's task, with a task of its own after it: the first parse starts fresh.
    expect(zoneChecks).toEqual([tasks() - 1]);
    expect(zoneChecks[0]).toBeGreaterThanOrEqual(10);
  });

  it('is built once for every caller', async () => {
    const { schemas, tasks } = freshSchemas();
    const [a, b] = await Promise.all([schemas.loadWireModel(), schemas.loadWireModel()]);
    expect(a).toBe(b);
    const built = tasks();
    await schemas.resolveSchema((m) => m.eventSchema);
    expect(tasks()).toBe(built);
  });
});
