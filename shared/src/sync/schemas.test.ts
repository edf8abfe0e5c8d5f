// The wire model the sync layer checks with: all of it, built a module at a time with the main thread given
// back between them (a dashboard's start had it as one task of about 25 ms in Lighthouse traces).
import * as Model from '../model';
import type * as SchemasModule from './schemas';

type Schemas = typeof SchemasModule;

/** schemas.ts afresh (it keeps the model once loaded), with `nextTask` counted. */
function freshSchemas(): { schemas: Schemas; tasks: () => number } {
  let tasks = 0;
  let schemas!: Schemas;
  jest.isolateModules(() => {
    jest.doMock('../mainThread', () => ({
      nextTask: () => {
        tasks += 1;
        return new Promise<void>((resolve) => setTimeout(resolve, 0));
      },
    }));
    schemas = jest.requireActual<Schemas>('./schemas');
  });
  return { schemas, tasks: () => tasks };
}

afterEach(() => {
  jest.dontMock('../mainThread');
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

  it('is built once for every caller', async () => {
    const { schemas, tasks } = freshSchemas();
    const [a, b] = await Promise.all([schemas.loadWireModel(), schemas.loadWireModel()]);
    expect(a).toBe(b);
    const built = tasks();
    await schemas.resolveSchema((m) => m.eventSchema);
    expect(tasks()).toBe(built);
  });
});
